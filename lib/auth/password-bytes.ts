import { MAX_PASSWORD_BYTES } from "@/lib/auth/limits";

const encoder = new TextEncoder();

/** How many bytes bcrypt sees: the UTF-8 length ('a' 1, 'ç' 2, '€' 3, an emoji 4). */
export function passwordBytes(password: string): number {
  return encoder.encode(password).length;
}

/** A password Supabase Auth can store: at most 72 bytes, however many characters that is. */
export function fitsPasswordBytes(password: string): boolean {
  return passwordBytes(password) <= MAX_PASSWORD_BYTES;
}
