import { can, grantsBeyond } from "@/lib/admin/back-office-permissions";
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

/** E-mails compare without case or surrounding spaces; `exceptId` is the administrator being edited. */
export function isEmailTaken(list: readonly AdminUser[], email: string, exceptId?: string): boolean {
  const wanted = email.trim().toLowerCase();
  return list.some((admin) => admin.id !== exceptId && admin.email.toLowerCase() === wanted);
}

export function findAdministrator(list: readonly AdminUser[], id: string): AdminUser | undefined {
  return list.find((admin) => admin.id === id);
}

/** Who asks: their id, role and permission set (from the database). */
export type TeamViewer = { id: string; role: AdminRole | null; permissions: PermissionSet };

/** Keys of `adminUsers.errors`: why a change of the team is refused. */
export type TeamRefusal =
  | "forbiddenCreate"
  | "forbiddenEdit"
  | "forbiddenDelete"
  | "forbiddenPassword"
  | "self"
  | "superadminOnly"
  | "superadminProtected"
  | "grantBeyondOwn";

export type TeamIntent =
  | { kind: "create"; role: AdminRole; permissions: PermissionSet }
  | { kind: "edit"; target: Pick<AdminUser, "id" | "role">; role: AdminRole; permissions: PermissionSet }
  | { kind: "delete"; target: Pick<AdminUser, "id" | "role"> }
  | { kind: "resetPassword"; target: Pick<AdminUser, "id" | "role"> };

/**
 * The rules the database's trigger and policies on public.administradores also apply, checked first so the
 * screen can say why: users.edit adds, edits and sends password e-mails, users.delete removes; nobody changes
 * or removes themselves here, only a superadmin gives or edits the Super Admin role, a superadmin is never
 * removed, and nobody grants a permission they do not hold. Null when allowed.
 */
export function teamRefusal(viewer: TeamViewer, intent: TeamIntent): TeamRefusal | null {
  const superadmin = viewer.role === "superadmin";
  switch (intent.kind) {
    case "create":
      if (!can(viewer.permissions, "users.create")) return "forbiddenCreate";
      if (intent.role === "superadmin" && !superadmin) return "superadminOnly";
      return grantsBeyond(intent.permissions, viewer.permissions).length > 0 ? "grantBeyondOwn" : null;
    case "edit":
      if (!can(viewer.permissions, "users.edit")) return "forbiddenEdit";
      if (intent.target.id === viewer.id) return "self";
      if ((intent.target.role === "superadmin" || intent.role === "superadmin") && !superadmin) {
        return "superadminOnly";
      }
      if (intent.target.role === "superadmin" && intent.role !== "superadmin") return "superadminProtected";
      return grantsBeyond(intent.permissions, viewer.permissions).length > 0 ? "grantBeyondOwn" : null;
    case "delete":
      if (!can(viewer.permissions, "users.delete")) return "forbiddenDelete";
      if (intent.target.role === "superadmin") return "superadminProtected";
      return intent.target.id === viewer.id ? "self" : null;
    case "resetPassword":
      return can(viewer.permissions, "users.resetPassword") ? null : "forbiddenPassword";
  }
}
