import { z } from "zod";

import type { BackendErrorLike } from "@/lib/auth/backend-error";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { fitsPasswordBytes } from "@/lib/auth/password-bytes";
import { validateWith } from "@/lib/forms/field-errors";
import type { PasswordCheck } from "@/lib/auth/verify-password";

export type PasswordChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string };
export type NewPasswordValues = Omit<PasswordChangeValues, "currentPassword">;

/** Keys of the `changePassword.errors` messages (product.md §5 and §8). */
export type PasswordChangeErrorKey = "required" | "mismatch" | "tooShort" | "tooLong";
/** What Auth or the current-password check can still refuse after the rules pass. */
export type PasswordSaveErrorKey = "wrongCurrent" | "samePassword" | "tooShort" | "rateLimited" | "failure";

/** The part of zod's refinement context the rules use. */
type IssueSink = { addIssue(issue: { code: "custom"; message: string; path: string[] }): void };

/**
 * product.md §5: every field required; the confirmation matches; the new password has at least 6 characters and
 * at most bcrypt's 72 bytes. One rule at a time, in that order, so the form shows what to fix first.
 */
function checkPasswords(fields: readonly string[], values: Record<string, string>, ctx: IssueSink): void {
  const empty = fields.find((field) => values[field] === "");
  if (empty) {
    ctx.addIssue({ code: "custom", message: "required", path: [empty] });
    return;
  }
  if (values.newPassword !== values.confirmPassword) {
    ctx.addIssue({ code: "custom", message: "mismatch", path: ["confirmPassword"] });
    return;
  }
  if ((values.newPassword ?? "").length < MIN_PASSWORD_LENGTH)
    ctx.addIssue({ code: "custom", message: "tooShort", path: ["newPassword"] });
  // Supabase Auth refuses a password over bcrypt's 72 bytes (72 'ç' are 144)
  else if (!fitsPasswordBytes(values.newPassword ?? ""))
    ctx.addIssue({ code: "custom", message: "tooLong", path: ["newPassword"] });
}

/** 'Alterar Senha' in the four areas: the current password, then the new one twice. */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) =>
    checkPasswords(["currentPassword", "newPassword", "confirmPassword"], values, ctx),
  );

/** 'Criar nova senha' after a recovery link: the link stands in for the current password. */
export const newPasswordSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => checkPasswords(["newPassword", "confirmPassword"], values, ctx));

export type PasswordChangeCheck = { ok: true } | { ok: false; error: PasswordChangeErrorKey };

export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeCheck {
  const result = validateWith(passwordChangeSchema, values);
  return "data" in result ? { ok: true } : { ok: false, error: result.first as PasswordChangeErrorKey };
}

/** The message for a current password the check did not accept ('ok' never reaches here). */
export function currentPasswordErrorKey(check: Exclude<PasswordCheck, "ok">): PasswordSaveErrorKey {
  if (check === "wrong") return "wrongCurrent";
  return check === "limited" ? "rateLimited" : "failure";
}

/** Auth's refusal of `updateUser({ password })` (GoTrue's codes), as the form's message. */
export function passwordUpdateErrorKey(error: BackendErrorLike): PasswordSaveErrorKey {
  if (error.code === "same_password") return "samePassword";
  // config.toml's minimum_password_length is the same 6 as the form's: only a changed project says so
  if (error.code === "weak_password") return "tooShort";
  if (error.status === 429 || error.code === "over_request_rate_limit") return "rateLimited";
  return "failure";
}
