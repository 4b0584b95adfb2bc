import "server-only";

import { getTranslations } from "next-intl/server";

import { validateAddress, type AddressErrors } from "@/lib/customers/addresses";

/**
 * An address form's values checked with the form's own rule (validateAddress), each failing field with its
 * Portuguese message: what the address book's actions and checkout's new address both answer.
 */
export async function parseAddress(values: unknown) {
  const parsed = validateAddress(values);
  if (parsed.ok) return parsed;
  const t = await getTranslations("addresses.errors");
  const fieldErrors: AddressErrors = {};
  for (const [field, key] of Object.entries(parsed.errors) as [keyof AddressErrors, string][]) {
    fieldErrors[field] = t(key);
  }
  return { ok: false as const, fieldErrors };
}
