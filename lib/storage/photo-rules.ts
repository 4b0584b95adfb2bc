/**
 * The rules of a product photo (product.md D19): JPEG, PNG or WebP, recognised by its first bytes (never by the
 * name or the type the browser claims), up to 5 MB, stored as WebP in the public bucket `produtos` under
 * its store's folder, which the bucket's RLS policies check.
 */

export const PRODUCT_PHOTO_BUCKET = "produtos";
/** The largest upload accepted, before resizing. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The longest side of the stored photo. */
export const PHOTO_MAX_SIDE = 1200;
/** How many leading bytes `sniffPhotoType` needs. */
export const PHOTO_SNIFF_BYTES = 12;

export type PhotoType = "jpeg" | "png" | "webp";
/** Each has its message under `companyProducts.photo` in messages/pt-BR.json. */
export const PHOTO_ERRORS = ["type", "size", "unexpected"] as const;
export type PhotoError = (typeof PHOTO_ERRORS)[number];
export type PhotoCheck =
  { ok: true; type: PhotoType } | { ok: false; error: Exclude<PhotoError, "unexpected"> };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image format the bytes begin with: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP). */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, PNG_SIGNATURE)) return "png";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "webp";
  return null;
}

/** The verdict on an upload before anything is stored: a wrong type first, then a size over the limit. */
export function checkPhoto(photo: { size: number; head: Uint8Array }): PhotoCheck {
  const type = sniffPhotoType(photo.head);
  if (!type) return { ok: false, error: "type" };
  if (photo.size > MAX_PHOTO_BYTES) return { ok: false, error: "size" };
  return { ok: true, type };
}

/** A form's file field holds a photo to upload (an untouched file input posts an empty, nameless file). */
export function isPhotoChosen(value: FormDataEntryValue | null | undefined): value is File {
  return typeof value === "object" && value !== null && value.size > 0;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `<loja_id>/<produto_id>-<random>.webp`: the store's folder first, as the RLS policies read it. */
export function photoObjectName(storeId: string, productId: string, random: string): string {
  for (const part of [storeId, productId, random]) {
    if (!SAFE_ID.test(part)) throw new Error(`invalid photo name part: ${JSON.stringify(part)}`);
  }
  return `${storeId}/${productId}-${random}.webp`;
}

/**
 * The object name a public URL of the bucket points at (`prefix` is the bucket's public URL for ""), or
 * null for anything else: a placeholder under /public, another bucket, another project.
 */
export function photoObjectNameFromUrl(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null;
  let name: string;
  try {
    name = decodeURIComponent(url.slice(prefix.length).split(/[?#]/, 1)[0] ?? "");
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,160}\.webp$/.test(name) ? name : null;
}
