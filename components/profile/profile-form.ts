import { z } from "zod";

import type { Customer } from "@/lib/customers/types";
import type { HistoryEntry } from "@/lib/orders/types";
import type { AppUser } from "@/lib/auth/types";
import { validateWith } from "@/lib/forms/field-errors";
import { addMoney } from "@/lib/orders/checkout";

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

/** The signed-in user's own name, e-mail and phone, completed from the demo customer's sample data. */
export function profileDefaults(user: AppUser | null, demo: Customer): ProfileForm {
  if (!user) return { name: demo.name, email: demo.email, phone: demo.phone };
  const isDemo = user.id === demo.id;
  return {
    name: user.profile.nome_completo?.trim() || (isDemo ? demo.name : user.name),
    email: user.email || demo.email,
    phone: user.profile.telefone?.trim() || (isDemo ? demo.phone : ""),
  };
}

export type ProfileStats = { orders: number; spent: number; favorites: number };

/** Orders placed, money spent (cancelled orders were never charged) and favourite places. */
export function profileStats(history: HistoryEntry[], favorites: number): ProfileStats {
  const charged = history.filter((entry) => entry.status !== "cancelled");
  return { orders: history.length, spent: addMoney(...charged.map((entry) => entry.total)), favorites };
}
