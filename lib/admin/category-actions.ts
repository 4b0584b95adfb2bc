"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { categoryRow, validateCategoryForm, type CategoryFormErrors } from "@/lib/admin/categories-form";
import {
  deleteCategory as deleteRow,
  insertCategory,
  updateCategory,
  type CategoryWriteError,
  type CategoryWriteResult,
} from "@/lib/admin/category-writes";
import { refusalFor, type RefusableAction } from "@/lib/admin/require-permission";
import { CATEGORIES_CACHE_TAG } from "@/lib/data/categories";
import type { FormResult } from "@/lib/forms/result";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/** Every message is already in Portuguese; `fieldErrors` are shown under the dialog's fields. */
export type CategoryActionResult = FormResult<keyof CategoryFormErrors>;

const categoryId = z.uuid();

async function failure(
  error: CategoryWriteError,
  fieldErrors?: CategoryFormErrors,
): Promise<CategoryActionResult> {
  const t = await getTranslations("adminCategories.errors");
  return { ok: false, error: t(error), ...(fieldErrors ? { fieldErrors } : {}) };
}

/**
 * Writes as the signed-in visitor (RLS decides), then expires the categorias cache tag: updateTag is the
 * Server Action form meant for read-your-own-writes, so the storefront's next request reads the change.
 */
async function write(run: (client: SupabaseServerClient) => Promise<CategoryWriteResult>) {
  let result: CategoryWriteResult;
  try {
    result = await run(await createSupabaseServerClient());
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) {
    if (result.error !== "duplicateSlug") return failure(result.error);
    const t = await getTranslations("adminCategories.errors");
    return failure("duplicateSlug", { slug: t("duplicateSlug") });
  }
  expireTags([CATEGORIES_CACHE_TAG]);
  return { ok: true } satisfies CategoryActionResult;
}

/** The caller's permission for `action` (lib/admin/require-permission.ts), as this screen's failure. */
async function refused(action: RefusableAction): Promise<CategoryActionResult | null> {
  const message = await refusalFor(action);
  return message ? { ok: false, error: message } : null;
}

async function parseForm(values: unknown) {
  const parsed = validateCategoryForm(values);
  if (parsed.ok) return parsed;
  const t = await getTranslations("adminCategories.form.errors");
  const fieldErrors: CategoryFormErrors = {};
  for (const [field, key] of Object.entries(parsed.fieldErrors) as [keyof CategoryFormErrors, string][]) {
    fieldErrors[field] = t(key);
  }
  return { ok: false as const, fieldErrors };
}

/** product.md §4: active/inactive toggles both ways (buttons Ativar / Desativar). */
export async function setCategoryActive(id: string, ativo: boolean): Promise<CategoryActionResult> {
  const denied = await refused("categories.edit");
  if (denied) return denied;
  if (!categoryId.safeParse(id).success || typeof ativo !== "boolean") return failure("invalid");
  return write((client) => updateCategory(client, id, { ativo }));
}

/** product.md §4: featured toggles on/off. */
export async function setCategoryFeatured(id: string, destaque: boolean): Promise<CategoryActionResult> {
  const denied = await refused("categories.edit");
  if (denied) return denied;
  if (!categoryId.safeParse(id).success || typeof destaque !== "boolean") return failure("invalid");
  return write((client) => updateCategory(client, id, { destaque }));
}

/** 'Nova Categoria': a new, active, not featured row. */
export async function createCategory(values: unknown): Promise<CategoryActionResult> {
  const denied = await refused("categories.create");
  if (denied) return denied;
  const parsed = await parseForm(values);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  return write((client) => insertCategory(client, categoryRow(parsed.data)));
}

/** Editar: name, slug, description, type and image path. */
export async function editCategory(id: string, values: unknown): Promise<CategoryActionResult> {
  const denied = await refused("categories.edit");
  if (denied) return denied;
  if (!categoryId.safeParse(id).success) return failure("invalid");
  const parsed = await parseForm(values);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  return write((client) => updateCategory(client, id, categoryRow(parsed.data)));
}

/** Excluir, after the confirmation dialog. */
export async function removeCategory(id: string): Promise<CategoryActionResult> {
  const denied = await refused("categories.delete");
  if (denied) return denied;
  if (!categoryId.safeParse(id).success) return failure("invalid");
  return write((client) => deleteRow(client, id));
}
