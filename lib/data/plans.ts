import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import type { Plan } from "@/lib/admin/types";
import { canOpenArea } from "@/lib/auth/areas";
import type { AppUser } from "@/lib/auth/types";
import type { PlanTier } from "@/lib/catalog/types";
import { companyPlanFor, PLANO_CODE } from "@/lib/company/plan";
import { PLANO_COLUMNS, planFromRow } from "@/lib/plans/rows";
import { createPublicClient } from "@/lib/supabase/public";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The one door to the planos table (supabase/migrations/20250901120200_planos.sql). The plans for sale are a
 * public read, cached for hours under a tag the back office's saves expire (lib/admin/plan-actions.ts), so
 * /para-empresas, the business sign-up and the owner's product limit show an edit on the next request.
 */

/** Tag to pass to updateTag after planos change. */
export const PLANS_CACHE_TAG = "planos";

function failed(error: { message: string }): never {
  throw new Error(`Falha ao carregar os planos: ${error.message}`);
}

/** Every active plan (RLS role anon), company plans first, each type by priority. A failure throws, never cached. */
async function readActivePlans(): Promise<Plan[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(PLANS_CACHE_TAG);
  const { data, error } = await createPublicClient()
    .from("planos")
    .select(PLANO_COLUMNS)
    .order("tipo", { ascending: false })
    .order("prioridade", { ascending: true })
    .order("preco", { ascending: true });
  if (error) failed(error);
  return data.map(planFromRow);
}

/** product.md §9: the active company and advertiser plans (-1 means unlimited). Fresh arrays, safe to sort. */
export async function getPlans(type?: Plan["type"]): Promise<Plan[]> {
  return (await readActivePlans()).filter((plan) => type === undefined || plan.type === type);
}

/** One active plan, or undefined. */
export async function getPlan(id: string): Promise<Plan | undefined> {
  return (await readActivePlans()).find((plan) => plan.id === id);
}

/**
 * A plan read as the signed-in account, whom RLS lets read the plan they are on even after it left sale (a
 * store's members theirs, an advertiser theirs: "Membros leem o plano da própria loja", "Anunciantes leem o
 * próprio plano"). Not cached: the answer depends on who asks.
 */
async function readOwnPlan(column: "codigo" | "id", value: string): Promise<Plan | undefined> {
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.from("planos").select(PLANO_COLUMNS).eq(column, value).maybeSingle();
  if (error) failed(error);
  return data ? planFromRow(data) : undefined;
}

/** The plan a store is on (its lojas.plano): the cached read when the plan is for sale, else its own read. */
export async function getStorePlan(tier: PlanTier): Promise<Plan | undefined> {
  return companyPlanFor(tier, await getPlans("company")) ?? readOwnPlan("codigo", PLANO_CODE[tier]);
}

/** The plan the signed-in advertiser is on (anunciantes.plano_id): the cached read when for sale, else its own. */
export async function getOwnAdvertiserPlan(id: string): Promise<Plan | undefined> {
  return (await getPlan(id)) ?? readOwnPlan("id", id);
}

/**
 * /admin/plans: every plan, active or not, read as the signed-in administrator (RLS: admins read all), not
 * cached. Anyone else throws, so a caller that forgot the page's check still gets nothing.
 */
export async function getAdminPlans(viewer: AppUser): Promise<Plan[]> {
  if (!canOpenArea("admin", viewer.type)) throw new Error("admin plans requested by a non-admin account");
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase
    .from("planos")
    .select(PLANO_COLUMNS)
    .order("tipo", { ascending: false })
    .order("prioridade", { ascending: true })
    .order("preco", { ascending: true });
  if (error) failed(error);
  return data.map(planFromRow);
}
