import { z } from "zod";

import { validateWith } from "@/lib/forms/field-errors";

/** Error values are `profile` message keys, translated where they are shown. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(2, "nameRequired").max(80, "nameRequired"),
  email: z.string().trim().pipe(z.email("emailInvalid")),
  // Brazilian numbers: area code + 8 or 9 digits; blank means "not informed".
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{10,11}$/.test(value.replace(/\D/g, "")), "phoneInvalid"),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
export type ProfileFieldErrors = Partial<Record<keyof ProfileForm, string>>;

export function validateProfile(values: ProfileForm): { data: ProfileForm } | { errors: ProfileFieldErrors } {
  const result = validateWith(profileFormSchema, values);
  return "data" in result ? { data: result.data } : { errors: result.errors };
}
