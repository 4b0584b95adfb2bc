"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { insertPlan, updatePlan, type PlanWriteError, type PlanWriteResult } from "@/lib/admin/plan-writes";
import { refusalFor } from "@/lib/admin/require-permission";
import { PLANS_CACHE_TAG } from "@/lib/data/plans";
import type { FormResult } from "@/lib/forms/result";
import { planInsertRow, planUpdateRow, validatePlanForm, type PlanFormErrors } from "@/lib/plans/plan-form";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/** Every message is already in Portuguese; `fieldErrors` are shown under the dialog's fields. */
export type PlanActionResult = FormResult<keyof PlanFormErrors>;

const planId = z.uuid();

async function failure(error: PlanWriteError, fieldErrors?: PlanFormErrors): Promise<PlanActionResult> {
  const t = await getTranslations("adminPlans.errors");
  return { ok: false, error: t(error), ...(fieldErrors ? { fieldErrors } : {}) };
}

/** The caller's row must allow `need` (product.md §6): the refusal says which, in Portuguese. */
async function refused(need: "plans.create" | "plans.edit"): Promise<PlanActionResult | null> {
  const message = await refusalFor(need);
  return message ? { ok: false, error: message } : null;
}

async function parseForm(values: unknown) {
  const parsed = validatePlanForm(values);
  if (parsed.ok) return parsed;
  const t = await getTranslations("adminPlans.form.errors");
  const fieldErrors: PlanFormErrors = {};
  for (const [field, key] of Object.entries(parsed.fieldErrors) as [keyof PlanFormErrors, string][]) {
    fieldErrors[field] = t(key);
  }
  return { ok: false as const, fieldErrors };
}

/**
 * Writes as the signed-in administrator (RLS decides), then expires the planos tag: updateTag is the Server
 * Action form meant for read-your-own-writes, so /para-empresas and the owners' limits read the change on
 * the next request; refresh() re-renders /admin/plans with the rows as they now are.
 */
async function write(run: (client: SupabaseServerClient) => Promise<PlanWriteResult>) {
  let result: PlanWriteResult;
  try {
    result = await run(await createSupabaseServerClient());
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) {
    if (result.error !== "nameTaken") return failure(result.error);
    const t = await getTranslations("adminPlans.form.errors");
    return failure("invalid", { name: t("nameTaken") });
  }
  expireTags([PLANS_CACHE_TAG]);
  refresh();
  return { ok: true } satisfies PlanActionResult;
}

/** 'Novo plano' (plans.create). */
export async function createPlan(values: unknown): Promise<PlanActionResult> {
  const denied = await refused("plans.create");
  if (denied) return denied;
  const parsed = await parseForm(values);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  return write((client) => insertPlan(client, planInsertRow(parsed.data)));
}

/** Editar (plans.edit): everything but the plan's type. */
export async function editPlan(id: string, values: unknown): Promise<PlanActionResult> {
  const denied = await refused("plans.edit");
  if (denied) return denied;
  if (!planId.safeParse(id).success) return failure("invalid");
  const parsed = await parseForm(values);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  return write((client) => updatePlan(client, id, planUpdateRow(parsed.data)));
}

/** product.md §4 Plan status: Ativar / Desativar (plans.edit); a plan is never deleted. */
export async function setPlanActive(id: string, active: boolean): Promise<PlanActionResult> {
  const denied = await refused("plans.edit");
  if (denied) return denied;
  if (!planId.safeParse(id).success || typeof active !== "boolean") return failure("invalid");
  return write((client) => updatePlan(client, id, { ativo: active }));
}
