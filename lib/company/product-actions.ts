"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { expireTags } from "@/lib/server/expire-tags";
import { companyFromLoja } from "@/lib/catalog/rows";
import { productChangeTags } from "@/lib/catalog/tags";
import {
  productFormValuesOf,
  productRow,
  validateProductForm,
  type ProductFormErrors,
} from "@/lib/company/product-form";
import {
  chosenPhoto,
  createProduct as createRow,
  editProduct as editRow,
  removeProduct as removeRow,
  type PhotoStepError,
  type PhotoStepResult,
} from "@/lib/company/product-photo-steps";
import { updateProduct as updateRow, type ProductWriteError } from "@/lib/company/product-writes";
import { requireAccountType } from "@/lib/data/access";
import { getOwnedStore } from "@/lib/data/my-store";
import { getStorePlan } from "@/lib/data/plans";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import type { Loja } from "@/lib/supabase/database.types";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/** Every message is already in Portuguese; `fieldErrors` are shown under the form's fields. */
export type ProductActionResult = FormResult<keyof ProductFormErrors>;

type Failure = ProductWriteError | PhotoStepError | "noStore";

const productId = z.uuid();

async function failure(
  error: Failure,
  fieldErrors?: ProductFormErrors,
  limit?: number,
): Promise<ProductActionResult> {
  const t = await getTranslations("companyProducts.errors");
  const message = t(error, { limit: limit ?? 0 });
  // A refused photo is also said under the photo field.
  const photo = error.startsWith("photo") ? { foto: message } : undefined;
  return formFailure(message, fieldErrors || photo ? { fieldErrors: { ...fieldErrors, ...photo } } : {});
}

/** The store's plan's product limit, for the message of a refused insert (-1: unlimited). */
async function productLimitOf(store: Loja): Promise<number> {
  return (await getStorePlan(companyFromLoja(store).plan))?.maxProducts ?? -1;
}

/**
 * The signed-in empresa's own store, checked again here (a forged call from another account type goes to
 * its own area); then the write as that user, so RLS decides; then the storefront's tags expire and the
 * owner's screen re-renders with the rows as they now are.
 */
async function asOwner(
  run: (client: SupabaseServerClient, storeId: string) => Promise<PhotoStepResult>,
): Promise<ProductActionResult> {
  const user = await requireAccountType("empresa");
  const store = await getOwnedStore(user);
  if (!store) return failure("noStore");
  let result: PhotoStepResult;
  try {
    result = await run(await createSupabaseServerClient(), store.id);
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) return failure(result.error, undefined, await productLimitOf(store));
  expireTags(productChangeTags(store.id, result.id));
  refresh();
  return formSuccess();
}

async function parseForm(formData: unknown) {
  const values = formData instanceof FormData ? productFormValuesOf(formData) : {};
  const parsed = validateProductForm(values);
  if (parsed.ok) return parsed;
  const t = await getTranslations("companyProducts.form.errors");
  const fieldErrors: ProductFormErrors = {};
  for (const [field, key] of Object.entries(parsed.fieldErrors) as [keyof ProductFormErrors, string][]) {
    fieldErrors[field] = t(key);
  }
  return { ok: false as const, fieldErrors };
}

/** 'Novo Produto': a new row of the owner's store (the database refuses one past the plan's limit). */
export async function createProduct(formData: FormData): Promise<ProductActionResult> {
  await requireAccountType("empresa");
  const parsed = await parseForm(formData);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  const photo = formData instanceof FormData ? chosenPhoto(formData) : null;
  return asOwner((client, storeId) =>
    createRow(client, { loja_id: storeId, ...productRow(parsed.data) }, photo),
  );
}

/** Editar: name, description, price, category, available, featured and, when one is chosen, the photo. */
export async function updateProduct(id: string, formData: FormData): Promise<ProductActionResult> {
  await requireAccountType("empresa");
  if (!productId.safeParse(id).success) return failure("notFound");
  const parsed = await parseForm(formData);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  const photo = formData instanceof FormData ? chosenPhoto(formData) : null;
  return asOwner((client, storeId) => editRow(client, storeId, id, productRow(parsed.data), photo));
}

/** Excluir, after the confirmation dialog. */
export async function deleteProduct(id: string): Promise<ProductActionResult> {
  await requireAccountType("empresa");
  if (!productId.safeParse(id).success) return failure("notFound");
  return asOwner((client, storeId) => removeRow(client, storeId, id));
}

/** The availability switch (Ativo/Inativo): the storefront shows the product as unavailable at once. */
export async function setProductAvailable(id: string, available: boolean): Promise<ProductActionResult> {
  await requireAccountType("empresa");
  if (!productId.safeParse(id).success || typeof available !== "boolean") return failure("invalid");
  return asOwner((client, storeId) => updateRow(client, storeId, id, { disponivel: available }));
}
