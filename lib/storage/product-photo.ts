import "server-only";

import { randomBytes } from "node:crypto";

import type { SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";

import type { Database } from "@/lib/supabase/database.types";

import {
  checkPhoto,
  PHOTO_MAX_SIDE,
  PHOTO_SNIFF_BYTES,
  photoObjectName,
  photoObjectNameFromUrl,
  PRODUCT_PHOTO_BUCKET,
  type PhotoError,
} from "./photo-rules";

/** Any client that reaches Storage as the signed-in user (the per-request server client, a test's). */
export type StorageCapable = { storage: SupabaseClient<Database>["storage"] };

export type StoreProductPhotoResult = { ok: true; url: string } | { ok: false; error: PhotoError };

/** Past this many pixels a decode is refused (a small file can hold a huge image). */
const MAX_INPUT_PIXELS = 100_000_000;
/** Each stored name is new, so the file never changes under its URL. */
const CACHE_SECONDS = String(365 * 24 * 60 * 60);

/** The upload as stored: upright, longest side at most 1200 px, WebP, no metadata (sharp drops EXIF/GPS). */
async function toStoredWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Checks, resizes and uploads a product photo to `produtos/<storeId>/<productId>-<random>.webp` as the
 * client's user (the bucket's RLS lets only the store's owner write there). A wrong type or size is refused
 * before anything is stored; the public URL comes back for `produtos.imagem`.
 */
export async function storeProductPhoto(
  supabase: StorageCapable,
  { storeId, productId, file }: { storeId: string; productId: string; file: Blob },
): Promise<StoreProductPhotoResult> {
  const head = new Uint8Array(await file.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
  const check = checkPhoto({ size: file.size, head });
  if (!check.ok) return check;
  let webp: Buffer;
  try {
    webp = await toStoredWebp(Buffer.from(await file.arrayBuffer()));
  } catch {
    // the right first bytes but no decodable image
    return { ok: false, error: "type" };
  }
  const name = photoObjectName(storeId, productId, randomBytes(8).toString("hex"));
  const bucket = supabase.storage.from(PRODUCT_PHOTO_BUCKET);
  const { error } = await bucket.upload(name, webp, {
    contentType: "image/webp",
    cacheControl: CACHE_SECONDS,
    upsert: false,
  });
  if (error) {
    console.error("[product-photo] upload refused:", error.message);
    return { ok: false, error: "unexpected" };
  }
  return { ok: true, url: bucket.getPublicUrl(name).data.publicUrl };
}

/**
 * Removes the stored photo a product's `imagem` URL points at, when the product is deleted or its photo
 * replaced. Other URLs (placeholders, seeded images) are left alone. Never throws: a leftover file must
 * not undo the product's change. True when a photo was removed.
 */
export async function removeProductPhoto(supabase: StorageCapable, url: string | null): Promise<boolean> {
  if (!url) return false;
  const bucket = supabase.storage.from(PRODUCT_PHOTO_BUCKET);
  const name = photoObjectNameFromUrl(url, bucket.getPublicUrl("").data.publicUrl);
  if (!name) return false;
  try {
    const { data, error } = await bucket.remove([name]);
    if (error) console.error("[product-photo] removal refused:", error.message);
    return !error && data.length > 0;
  } catch (error) {
    console.error("[product-photo] removal failed:", error);
    return false;
  }
}
