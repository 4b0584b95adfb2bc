import { z } from "zod";

import type { AdminUser } from "@/lib/admin/types";
import { ADMIN_ROLES, isEmailTaken, type AdministratorValues } from "@/lib/admin/administrators";
import { fieldErrorsOf } from "@/lib/forms/field-errors";

/** Keys of `adminUsers.form.errors`: the catalogue holds the Portuguese text (product.md §5). */
export type AdministratorFieldError =
  "nameRequired" | "nameTooLong" | "emailRequired" | "emailInvalid" | "emailTaken";

export const ADMIN_NAME_MAX = 80;

/** product.md §5: name and e-mail required, the e-mail valid, role one of Moderador / Admin / Super Admin. */
export const administratorFormSchema = z.object({
  name: z.string().trim().min(1, { error: "nameRequired" }).max(ADMIN_NAME_MAX, { error: "nameTooLong" }),
  email: z
    .string()
    .trim()
    .min(1, { error: "emailRequired" })
    .pipe(z.email({ error: "emailInvalid" })),
  role: z.enum(ADMIN_ROLES),
});

export type AdministratorFormCheck =
  | { ok: true; values: AdministratorValues }
  | { ok: false; errors: Partial<Record<"name" | "email", AdministratorFieldError>> };

/** Validates the form; a second administrator with the same e-mail is refused too. */
export function checkAdministratorForm(
  input: { name: string; email: string; role: string },
  existing: readonly AdminUser[],
  editingId?: string,
): AdministratorFormCheck {
  const parsed = administratorFormSchema.safeParse(input);
  if (!parsed.success) {
    const { name, email } = fieldErrorsOf<"name" | "email">(parsed.error.issues);
    const errors: Partial<Record<"name" | "email", AdministratorFieldError>> = {};
    if (name) errors.name = name as AdministratorFieldError;
    if (email) errors.email = email as AdministratorFieldError;
    return { ok: false, errors };
  }
  if (isEmailTaken(existing, parsed.data.email, editingId)) {
    return { ok: false, errors: { email: "emailTaken" } };
  }
  return { ok: true, values: { ...parsed.data, email: parsed.data.email.toLowerCase() } };
}
