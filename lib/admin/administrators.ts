import type { AdminRole, AdminUser, PermissionSet } from "@/lib/admin/types";

/** product.md §5: the role options in the order the form lists them (Moderador, Admin, Super Admin). */
export const ADMIN_ROLES = ["moderator", "admin", "superadmin"] as const satisfies readonly AdminRole[];

export function isAdminRole(value: string): value is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(value);
}

/** The form's values once validated (lib/admin/administrator-form.ts). */
export type AdministratorValues = { name: string; email: string; role: AdminRole };

/** product.md §2/6: a superadmin card shows no Excluir, and no other path deletes one either. */
export function canDeleteAdministrator(admin: Pick<AdminUser, "role">): boolean {
  return admin.role !== "superadmin";
}

/** product.md §6: a superadmin keeps the role, so an edit can never turn them into a deletable admin. */
export function canChangeRole(admin: Pick<AdminUser, "role">): boolean {
  return admin.role !== "superadmin";
}

export type DeleteResult = { list: AdminUser[]; deleted: boolean };

/** product.md §4/6: removes a non-superadmin administrator; a superadmin or an unknown id is refused. */
export function deleteAdministrator(list: readonly AdminUser[], id: string): DeleteResult {
  const target = list.find((admin) => admin.id === id);
  if (!target || !canDeleteAdministrator(target)) return { list: [...list], deleted: false };
  return { list: list.filter((admin) => admin.id !== id), deleted: true };
}

/** A new administrator as the create form leaves it; never signed in yet (no last login). */
export function createAdministrator(
  values: AdministratorValues,
  permissions: PermissionSet,
  meta: { id: string; now: Date },
): AdminUser {
  return { id: meta.id, ...values, permissions, createdAt: meta.now.toISOString() };
}

/** Applies an edit; a superadmin's role stays superadmin whatever the form sent. */
export function updateAdministrator(
  list: readonly AdminUser[],
  id: string,
  values: AdministratorValues,
  permissions: PermissionSet,
): AdminUser[] {
  return list.map((admin) =>
    admin.id === id
      ? { ...admin, ...values, role: canChangeRole(admin) ? values.role : admin.role, permissions }
      : admin,
  );
}

/** E-mails compare without case or surrounding spaces; `exceptId` is the administrator being edited. */
export function isEmailTaken(list: readonly AdminUser[], email: string, exceptId?: string): boolean {
  const wanted = email.trim().toLowerCase();
  return list.some((admin) => admin.id !== exceptId && admin.email.toLowerCase() === wanted);
}

export function findAdministrator(list: readonly AdminUser[], id: string): AdminUser | undefined {
  return list.find((admin) => admin.id === id);
}
