import { permissionPreset } from "@/lib/admin/permission-presets";
import type { AdminUser, PermissionSet } from "@/lib/admin/types";
import type { AppUser } from "@/lib/auth/types";

/**
 * product.md §6: what a signed-in administrator may do in the back office. Their own entry of the
 * administrators' list (by id, else by e-mail) decides; an account the list does not know gets its account
 * type's preset (admin: no plan writes and no layout edit; superadmin: everything).
 */
export function permissionsOf(
  viewer: Pick<AppUser, "id" | "email" | "type">,
  administrators: readonly AdminUser[],
): PermissionSet {
  const email = viewer.email.trim().toLowerCase();
  const own =
    administrators.find((admin) => admin.id === viewer.id) ??
    administrators.find((admin) => admin.email.toLowerCase() === email);
  return own?.permissions ?? permissionPreset(viewer.type === "superadmin" ? "superadmin" : "admin");
}

/** What /admin/plans offers: 'Novo plano' needs plans.create; Editar, Ativar and Desativar need plans.edit. */
export type PlanPermissions = { create: boolean; edit: boolean };

export function planPermissions(set: PermissionSet): PlanPermissions {
  return { create: set.plans.create, edit: set.plans.edit };
}

/** The theme editor of /admin/layout saves with layout.edit (product.md §3 permission set). */
export function canEditLayout(set: PermissionSet): boolean {
  return set.layout.edit;
}
