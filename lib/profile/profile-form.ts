import { z } from "zod";

import { formatPhone } from "@/lib/auth/sign-up-schema";
import { validateWith } from "@/lib/forms/field-errors";

/** The longest display name the database keeps (perfis.nome_mostrado). */
export const DISPLAY_NAME_MAX = 60;

/** Error values are `profile` message keys, translated where they are shown. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(2, "nameRequired").max(80, "nameTooLong"),
  // blank: the header shows the e-mail's first part instead
  displayName: z.string().trim().max(DISPLAY_NAME_MAX, "displayNameTooLong"),
  // Brazilian numbers: area code + 8 or 9 digits, stored as '(31) 91234-5678'; blank means "not informed".
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || formatPhone(value) !== null, "phoneInvalid")
    .transform((value) => (value === "" ? "" : (formatPhone(value) ?? value))),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
export type ProfileFieldName = keyof ProfileFormInput;
export type ProfileFieldErrors = Partial<Record<ProfileFieldName, string>>;

export function validateProfile(
  values: ProfileFormInput,
): { data: ProfileForm } | { errors: ProfileFieldErrors } {
  const result = validateWith(profileFormSchema, values);
  return "data" in result ? { data: result.data } : { errors: result.errors };
}
