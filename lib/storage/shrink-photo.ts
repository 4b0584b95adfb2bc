import { MAX_PHOTO_BYTES } from "@/lib/storage/photo-rules";

/**
 * Vercel refuses a request body over 4.5 MB before it reaches the app, so a photo the rules accept (up to
 * 5 MB) could never arrive there. Above this size the browser redraws the photo smaller before posting it.
 */
export const SHRINK_ABOVE_BYTES = 4 * 1024 * 1024;
/** Twice the stored side: the server still does the final resize (longest side 1200 px, WebP). */
const SHRINK_MAX_SIDE = 2400;

/** Whether the browser should redraw this photo before posting it (only ones the rules would accept). */
export function shouldShrink(size: number): boolean {
  return size > SHRINK_ABOVE_BYTES && size <= MAX_PHOTO_BYTES;
}

/**
 * The photo as the form should post it: the same file when it is small enough (or over the limit, which the
 * form refuses), otherwise a JPEG redrawn at most 2400 px on its longest side. Any failure (an undecodable
 * file, no canvas) keeps the original, whose bytes the server checks anyway.
 */
export async function shrinkForUpload(file: File): Promise<File> {
  if (!shouldShrink(file.size)) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, SHRINK_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/jpeg", 0.9));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]+$/, "") + ".jpg", { type: "image/jpeg" });
  } catch {
    return file;
  }
}
