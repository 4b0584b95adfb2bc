import { MIN_PASSWORD_LENGTH } from "@/lib/auth/limits";

export type PasswordChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Keys of the `changePassword.errors` messages (spec 5 and 8). */
export type PasswordChangeErrorKey = "required" | "mismatch" | "tooShort";

export type PasswordChangeCheck = { ok: true } | { ok: false; error: PasswordChangeErrorKey };

/** spec 5: all fields required; confirmation must match; the new password has at least 6 characters. */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeCheck {
  if (values.currentPassword === "" || values.newPassword === "" || values.confirmPassword === "") {
    return { ok: false, error: "required" };
  }
  if (values.newPassword !== values.confirmPassword) return { ok: false, error: "mismatch" };
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) return { ok: false, error: "tooShort" };
  return { ok: true };
}
