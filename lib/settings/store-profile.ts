import { z } from "zod";

import type { Company } from "@/lib/catalog/types";
import { fieldErrorsOf } from "@/lib/forms/field-errors";

/**
 * The store profile form of /company/config (product.md §3 Company: name, description, phone, whatsapp,
 * instagram, e-mail, address with CEP, delivery fee, delivery time range). The form edits strings;
 * the schema checks and normalises them into the Company's own shapes. Error values are
 * `companySettings.errors` message keys.
 */

export const PROFILE_FIELDS = [
  "name",
  "description",
  "phone",
  "whatsapp",
  "instagram",
  "email",
  "street",
  "neighborhood",
  "city",
  "state",
  "zipCode",
  "deliveryFee",
  "deliveryTimeMin",
  "deliveryTimeMax",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type StoreProfileDraft = Record<ProfileField, string>;
export type StoreProfile = Pick<
  Company,
  | "name"
  | "description"
  | "phone"
  | "whatsapp"
  | "instagram"
  | "email"
  | "address"
  | "deliveryFee"
  | "deliveryTime"
>;

const UFS = "AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" ");
export const MAX_DELIVERY_FEE = 99.99;
export const MAX_DELIVERY_MINUTES = 180;

// Brazilian numbers: area code plus 8 or 9 digits, typed with or without punctuation.
const phone = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{10,11}$/.test(value.replace(/\D/g, "")), message);

const validMinutes = (value: number) =>
  Number.isInteger(value) && value >= 5 && value <= MAX_DELIVERY_MINUTES;
const bothValid = (min: number, max: number) => validMinutes(min) && validMinutes(max);

const minutes = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .refine(validMinutes, message);

export const storeProfileSchema = z
  .object({
    name: z.string().trim().min(2, "nameRequired").max(80, "nameTooLong"),
    description: z.string().trim().min(10, "descriptionTooShort").max(300, "descriptionTooLong"),
    phone: phone("phoneInvalid"),
    whatsapp: phone("whatsappInvalid"),
    instagram: z
      .string()
      .trim()
      .regex(/^@?[A-Za-z0-9._]{1,30}$/, "instagramInvalid")
      .transform((value) => (value.startsWith("@") ? value : `@${value}`)),
    email: z.string().trim().pipe(z.email("emailInvalid")),
    street: z.string().trim().min(3, "streetRequired"),
    neighborhood: z.string().trim().min(2, "neighborhoodRequired"),
    city: z.string().trim().min(2, "cityRequired"),
    state: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => UFS.includes(value), "stateInvalid"),
    zipCode: z
      .string()
      .trim()
      .regex(/^\d{5}-?\d{3}$/, "zipCodeInvalid")
      .transform((value) => `${value.replace("-", "").slice(0, 5)}-${value.slice(-3)}`),
    deliveryFee: z
      .string()
      .trim()
      .regex(/^\d{1,2}([.,]\d{1,2})?$/, "deliveryFeeInvalid")
      .transform((value) => Math.round(Number(value.replace(",", ".")) * 100) / 100)
      .refine((value) => value <= MAX_DELIVERY_FEE, "deliveryFeeInvalid"),
    deliveryTimeMin: minutes("deliveryTimeInvalid"),
    deliveryTimeMax: minutes("deliveryTimeInvalid"),
  })
  // Only a range of two valid times can be upside down (zod still runs this after a field failed).
  .refine(
    (draft) =>
      !bothValid(draft.deliveryTimeMin, draft.deliveryTimeMax) ||
      draft.deliveryTimeMax > draft.deliveryTimeMin,
    {
      message: "deliveryTimeRange",
      path: ["deliveryTimeMax"],
    },
  );

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export type ProfileValidation = { ok: true; data: StoreProfile } | { ok: false; errors: ProfileErrors };

/**
 * The profile as the Company stores it, or the first message key of each failing field. Takes anything:
 * the server action checks what the browser sent with the same rules the form shows.
 */
export function validateStoreProfile(draft: unknown): ProfileValidation {
  const parsed = storeProfileSchema.safeParse(draft);
  if (!parsed.success) {
    return { ok: false, errors: fieldErrorsOf<ProfileField>(parsed.error.issues) };
  }
  const { street, neighborhood, city, state, zipCode, deliveryTimeMin, deliveryTimeMax, ...rest } =
    parsed.data;
  return {
    ok: true,
    data: {
      ...rest,
      address: { street, neighborhood, city, state, zipCode },
      deliveryTime: `${deliveryTimeMin}-${deliveryTimeMax} min`,
    },
  };
}

/** The form's starting strings from the company (product.md §3 deliveryTime is "20-30 min"). */
export function toProfileDraft(company: StoreProfile): StoreProfileDraft {
  const [min = "", max = ""] = company.deliveryTime.replace(/\s*min$/, "").split("-");
  return {
    name: company.name,
    description: company.description,
    phone: company.phone,
    whatsapp: company.whatsapp,
    instagram: company.instagram,
    email: company.email,
    ...company.address,
    deliveryFee: company.deliveryFee.toFixed(2).replace(".", ","),
    deliveryTimeMin: min,
    deliveryTimeMax: max,
  };
}
