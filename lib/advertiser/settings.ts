import { z } from "zod";

import { ADVERTISER_NOTIFICATION_KEYS } from "@/lib/advertiser/notifications";
import { fieldErrorsOf } from "@/lib/forms/field-errors";

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Error values are `advertiserSettings.errors` message keys, translated where they are shown. */
export const advertiserSettingsSchema = z.object({
  companyName: z.string().trim().min(2, "companyNameRequired").max(80, "companyNameTooLong"),
  contactName: z.string().trim().min(2, "contactNameRequired").max(80, "contactNameTooLong"),
  email: z.string().trim().pipe(z.email("emailInvalid")),
  // Brazilian numbers: area code + 8 or 9 digits, punctuation ignored.
  phone: z
    .string()
    .trim()
    .refine((value) => /^\d{10,11}$/.test(value.replace(/\D/g, "")), "phoneInvalid"),
  // optional: blank means the advertiser has no site
  website: z
    .string()
    .trim()
    .refine((value) => value === "" || isWebAddress(value), "websiteInvalid"),
  notifications: z.record(z.enum(ADVERTISER_NOTIFICATION_KEYS), z.boolean()),
});
export type AdvertiserSettings = z.infer<typeof advertiserSettingsSchema>;
export type AdvertiserSettingsField = Exclude<keyof AdvertiserSettings, "notifications">;

/** `advertiserSettings.errors` keys; "invalid" covers anything the schema reports without a key. */
export const SETTINGS_ERROR_KEYS = [
  "companyNameRequired",
  "companyNameTooLong",
  "contactNameRequired",
  "contactNameTooLong",
  "emailInvalid",
  "phoneInvalid",
  "websiteInvalid",
  "invalid",
] as const;
export type SettingsErrorKey = (typeof SETTINGS_ERROR_KEYS)[number];
export type AdvertiserSettingsErrors = Partial<Record<AdvertiserSettingsField, SettingsErrorKey>>;

function errorKey(message: string): SettingsErrorKey {
  return SETTINGS_ERROR_KEYS.find((key) => key === message) ?? "invalid";
}

/** The settings as they will be kept, or the first error key of each field. */
export function validateAdvertiserSettings(
  values: AdvertiserSettings,
): { data: AdvertiserSettings } | { errors: AdvertiserSettingsErrors } {
  const parsed = advertiserSettingsSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: AdvertiserSettingsErrors = {};
  for (const [field, key] of Object.entries(fieldErrorsOf<string>(parsed.error.issues))) {
    if (field !== "notifications" && key) errors[field as AdvertiserSettingsField] = errorKey(key);
  }
  return { errors };
}
