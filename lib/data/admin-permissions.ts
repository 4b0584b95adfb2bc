import "server-only";

import { cache } from "react";

import { permissionsFromRow } from "@/lib/admin/back-office-permissions";
import { isAdminRole, type TeamViewer } from "@/lib/admin/administrators";
import { papelToRole } from "@/lib/admin/administrator-rows";
import type { AdminRole, PermissionSet } from "@/lib/admin/types";
import { canOpenArea } from "@/lib/auth/areas";
import type { AppUser } from "@/lib/auth/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type AdminAccess = { role: AdminRole | null; permissions: PermissionSet };

/**
 * The signed-in administrator's role and permission set, from their public.administradores row
 * (public.minhas_permissoes, the row private.tem_permissao reads): pages hide or disable what it does not
 * allow, and every back-office action asks again before it writes. No row: no permissions. Once per request.
 */
export const getAdminAccess = cache(async (viewer: AppUser): Promise<AdminAccess> => {
  if (!canOpenArea("admin", viewer.type))
    throw new Error("admin permissions requested by a non-admin account");
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.rpc("minhas_permissoes");
  if (error) throw new Error(`Falha ao carregar as permissões: ${error.message}`);
  const row = data?.[0] ?? null;
  const role = row ? papelToRole(row.papel) : null;
  return { role: role && isAdminRole(role) ? role : null, permissions: permissionsFromRow(row) };
});

export async function getAdminPermissions(viewer: AppUser): Promise<PermissionSet> {
  return (await getAdminAccess(viewer)).permissions;
}

/** The viewer as the team rules (lib/admin/administrators.ts teamRefusal) see them. */
export async function getTeamViewer(viewer: AppUser): Promise<TeamViewer> {
  const access = await getAdminAccess(viewer);
  return { id: viewer.id, role: access.role, permissions: access.permissions };
}
