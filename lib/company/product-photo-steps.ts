import "server-only";

import type { SupabaseClient } from "@supabase/supabase-js";

import {
  deleteProduct,
  insertProduct,
  updateProduct,
  type ProductWriteError,
  type ProductWriteResult,
} from "@/lib/company/product-writes";
import { checkPhoto, isPhotoChosen, PHOTO_SNIFF_BYTES, type PhotoError } from "@/lib/storage/photo-rules";
import { removeProductPhoto, storeProductPhoto } from "@/lib/storage/product-photo";
import type { Database } from "@/lib/supabase/database.types";

/**
 * A product write together with its photo (lib/storage/product-photo.ts): the photo is checked before any
 * row is written, and a photo that cannot be stored leaves no new product behind; a replaced or deleted
 * product's old photo leaves the bucket.
 */

type Client = SupabaseClient<Database>;
type ProductInsert = Database["public"]["Tables"]["produtos"]["Insert"];
type ProductUpdate = Database["public"]["Tables"]["produtos"]["Update"];

const PHOTO_ERROR = { type: "photoType", size: "photoSize", unexpected: "photoUnexpected" } as const;
export type PhotoStepError = (typeof PHOTO_ERROR)[PhotoError];
export type PhotoStepResult =
  { ok: true; id: string } | { ok: false; error: ProductWriteError | PhotoStepError };

/** The chosen file, or null when the form's file field was left empty. */
export function chosenPhoto(formData: FormData): File | null {
  const value = formData.get("foto");
  return isPhotoChosen(value) ? value : null;
}

async function precheck(file: File): Promise<PhotoStepError | null> {
  const head = new Uint8Array(await file.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
  const check = checkPhoto({ size: file.size, head });
  return check.ok ? null : PHOTO_ERROR[check.error];
}

async function currentImage(client: Client, storeId: string, id: string): Promise<string | null> {
  const { data } = await client
    .from("produtos")
    .select("imagem")
    .eq("id", id)
    .eq("loja_id", storeId)
    .maybeSingle();
  return data?.imagem ?? null;
}

/** 'Novo Produto' with an optional photo: the row first (its id names the file), then the photo. */
export async function createProduct(
  client: Client,
  row: ProductInsert,
  file: File | null,
): Promise<PhotoStepResult> {
  const refused = file ? await precheck(file) : null;
  if (refused) return { ok: false, error: refused };
  const created = await insertProduct(client, row);
  if (!created.ok || !file) return created;
  const photo = await storeProductPhoto(client, { storeId: row.loja_id, productId: created.id, file });
  const saved = photo.ok
    ? await updateProduct(client, row.loja_id, created.id, { imagem: photo.url })
    : ({ ok: false, error: PHOTO_ERROR[photo.error] } as const);
  if (saved.ok) return created;
  if (photo.ok) await removeProductPhoto(client, photo.url);
  await deleteProduct(client, row.loja_id, created.id);
  return saved;
}

/** Editar: a new photo is stored before the row changes; the row then points at it and the old one goes. */
export async function editProduct(
  client: Client,
  storeId: string,
  id: string,
  patch: ProductUpdate,
  file: File | null,
): Promise<PhotoStepResult> {
  if (!file) return updateProduct(client, storeId, id, patch);
  const refused = await precheck(file);
  if (refused) return { ok: false, error: refused };
  const previous = await currentImage(client, storeId, id);
  const photo = await storeProductPhoto(client, { storeId, productId: id, file });
  if (!photo.ok) return { ok: false, error: PHOTO_ERROR[photo.error] };
  const saved = await updateProduct(client, storeId, id, { ...patch, imagem: photo.url });
  await removeProductPhoto(client, saved.ok ? previous : photo.url);
  return saved;
}

/** Excluir: the row, then its stored photo (a seeded picture under public/ is left alone). */
export async function removeProduct(
  client: Client,
  storeId: string,
  id: string,
): Promise<ProductWriteResult> {
  const previous = await currentImage(client, storeId, id);
  const removed = await deleteProduct(client, storeId, id);
  if (removed.ok) await removeProductPhoto(client, previous);
  return removed;
}
