import { z } from "zod";

import { MAX_EMAIL_LENGTH } from "@/lib/auth/limits";
import { storeFields } from "@/lib/auth/sign-up-schema";

/** The longest owner name the profile keeps, as the other name fields. */
export const OWNER_NAME_MAX = 80;

/**
 * 'Nova Empresa' on /admin/companies: the store exactly as 'Cadastrar Empresa' asks for it, and its owner (name
 * and e-mail; the owner chooses the password from the invitation). Messages are keys of the `register` namespace.
 */
export const newCompanySchema = z.object({
  ownerName: z
    .string()
    .trim()
    .min(2, "business.errors.ownerNameRequired")
    .max(OWNER_NAME_MAX, "business.errors.ownerNameMax"),
  email: z
    .string()
    .trim()
    .min(1, "errors.emailRequired")
    .max(MAX_EMAIL_LENGTH, "errors.emailInvalid")
    .pipe(z.email("errors.emailInvalid")),
  ...storeFields,
});

export type NewCompanyForm = z.output<typeof newCompanySchema>;
export type NewCompanyField = keyof z.input<typeof newCompanySchema>;
export const NEW_COMPANY_FIELDS = Object.keys(newCompanySchema.shape) as NewCompanyField[];
