import { z } from "zod";

import { MIN_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { fitsPasswordBytes } from "@/lib/auth/password-bytes";
import { validateWith } from "@/lib/forms/field-errors";

export type PasswordChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Keys of the `changePassword.errors` messages (product.md §5 and §8). */
export type PasswordChangeErrorKey = "required" | "mismatch" | "tooShort" | "tooLong";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/**
 * product.md §5: all fields required; confirmation must match; the new password has at least 6 characters.
 * One rule at a time, in that order, so the form shows the message the person must act on first.
 */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const empty = FIELDS.find((field) => values[field] === "");
    if (empty) {
      ctx.addIssue({ code: "custom", message: "required", path: [empty] });
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", message: "mismatch", path: ["confirmPassword"] });
      return;
    }
    if (values.newPassword.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: "custom", message: "tooShort", path: ["newPassword"] });
    // Supabase Auth refuses a password over bcrypt's 72 bytes (72 'ç' are 144)
    else if (!fitsPasswordBytes(values.newPassword))
      ctx.addIssue({ code: "custom", message: "tooLong", path: ["newPassword"] });
  });

export type PasswordChangeCheck = { ok: true } | { ok: false; error: PasswordChangeErrorKey };

export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeCheck {
  const result = validateWith(passwordChangeSchema, values);
  return "data" in result ? { ok: true } : { ok: false, error: result.first as PasswordChangeErrorKey };
}
