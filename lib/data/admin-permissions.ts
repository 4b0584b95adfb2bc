import "server-only";

import { permissionsOf } from "@/lib/admin/back-office-permissions";
import type { PermissionSet } from "@/lib/admin/types";
import type { AppUser } from "@/lib/auth/types";
import { getAdministrators } from "@/lib/data/admin";

/**
 * The signed-in administrator's permission set (product.md §6), from the administrators' list, which is still
 * sample data: the page hides what they may not do and every back-office action asks again before it writes.
 * A non-admin viewer throws (getAdministrators refuses them).
 */
export async function getAdminPermissions(viewer: AppUser): Promise<PermissionSet> {
  return permissionsOf(viewer, await getAdministrators(viewer));
}
