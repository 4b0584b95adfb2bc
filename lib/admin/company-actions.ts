"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";

import {
  decideStore,
  deleteStore,
  type CompanyDecision,
  type CompanyWriteError,
  type CompanyWriteResult,
} from "@/lib/admin/company-writes";
import { expireTags } from "@/lib/server/expire-tags";
import { storeChangeTags } from "@/lib/catalog/tags";
import { refusalFor } from "@/lib/admin/require-permission";
import type { FormResult } from "@/lib/forms/result";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/** Every message is already in Portuguese. */
export type CompanyActionResult = FormResult<never>;

const storeId = z.uuid();
const decisionSchema = z.enum(["approved", "rejected"]);

async function failure(error: CompanyWriteError): Promise<CompanyActionResult> {
  const t = await getTranslations("adminCompanies.errors");
  return { ok: false, error: t(error) };
}

/**
 * Writes as the signed-in administrator (RLS and the lojas guard trigger decide), then expires the store's
 * cache tags, so the storefront's next request shows an approved store, or stops showing a deleted one.
 */
async function write(
  id: unknown,
  run: (client: SupabaseServerClient, id: string) => Promise<CompanyWriteResult>,
): Promise<CompanyActionResult> {
  const parsed = storeId.safeParse(id);
  if (!parsed.success) return failure("invalid");
  let result: CompanyWriteResult;
  try {
    result = await run(await createSupabaseServerClient(), parsed.data);
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) return failure(result.error);
  expireTags(storeChangeTags(parsed.data));
  return { ok: true };
}

/**
 * Aprovar / Rejeitar: only a pending store changes; one decided meanwhile (another administrator, another
 * tab) says so. Approving sets only `status`: `ativa` stays as the owner left it.
 */
export async function setCompanyDecision(
  id: string,
  decision: CompanyDecision,
): Promise<CompanyActionResult> {
  const denied = await refusalFor("companies.approve");
  if (denied) return { ok: false, error: denied };
  const parsed = decisionSchema.safeParse(decision);
  if (!parsed.success) return failure("invalid");
  return write(id, (client, store) => decideStore(client, store, parsed.data));
}

/** Excluir, after 'Tem certeza que deseja excluir esta empresa?': the store with its products and coupons. */
export async function deleteCompany(id: string): Promise<CompanyActionResult> {
  const denied = await refusalFor("companies.delete");
  if (denied) return { ok: false, error: denied };
  return write(id, deleteStore);
}
