import "server-only";

import { getTranslations } from "next-intl/server";

import { can, type BackOfficeAction } from "@/lib/admin/back-office-permissions";
import { requireAccountType } from "@/lib/data/access";
import { getAdminPermissions } from "@/lib/data/admin-permissions";

export type RefusableAction = Exclude<BackOfficeAction, `users.${string}`>;

/**
 * Asked by every back-office server action before it writes: null when the signed-in administrator's row
 * allows `action`, else the Portuguese refusal ('Você não tem permissão para excluir categorias.'). Anyone but
 * an administrator is redirected to their own area. RLS asks the same question again in the database.
 */
export async function refusalFor(action: RefusableAction): Promise<string | null> {
  const viewer = await requireAccountType("admin", "superadmin");
  if (can(await getAdminPermissions(viewer), action)) return null;
  const t = await getTranslations("adminPermissions.refused");
  return t(action);
}
