import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";

import type { ProfileField } from "@/lib/settings/store-profile";

/** How each product.md §3 Company field is edited; labels, hints and placeholders live in `companySettings.fields`. */
export type FieldSpec = {
  name: ProfileField;
  type?: HTMLInputTypeAttribute;
  inputMode?: "text" | "tel" | "email" | "numeric" | "decimal";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  multiline?: boolean;
  prefix?: string;
  hint?: boolean;
  /** Grid span on wide screens (the groups are 6-column grids). */
  span: "sm:col-span-2" | "sm:col-span-3" | "sm:col-span-4" | "sm:col-span-6";
};

export type FieldGroup = { key: "store" | "contact" | "address" | "delivery"; fields: FieldSpec[] };

export const PROFILE_GROUPS: FieldGroup[] = [
  {
    key: "store",
    fields: [
      { name: "name", autoComplete: "organization", span: "sm:col-span-6" },
      { name: "description", multiline: true, hint: true, span: "sm:col-span-6" },
    ],
  },
  {
    key: "contact",
    fields: [
      { name: "phone", type: "tel", inputMode: "tel", autoComplete: "tel", span: "sm:col-span-3" },
      { name: "whatsapp", type: "tel", inputMode: "tel", span: "sm:col-span-3" },
      { name: "instagram", autoComplete: "off", span: "sm:col-span-3" },
      { name: "email", type: "email", inputMode: "email", autoComplete: "email", span: "sm:col-span-3" },
    ],
  },
  {
    key: "address",
    fields: [
      { name: "zipCode", inputMode: "numeric", autoComplete: "postal-code", span: "sm:col-span-2" },
      { name: "street", autoComplete: "address-line1", span: "sm:col-span-4" },
      { name: "neighborhood", autoComplete: "address-level3", span: "sm:col-span-2" },
      { name: "city", autoComplete: "address-level2", span: "sm:col-span-2" },
      { name: "state", autoComplete: "address-level1", span: "sm:col-span-2" },
    ],
  },
  {
    key: "delivery",
    fields: [
      { name: "deliveryFee", inputMode: "decimal", prefix: "R$", hint: true, span: "sm:col-span-2" },
      { name: "deliveryTimeMin", inputMode: "numeric", hint: true, span: "sm:col-span-2" },
      { name: "deliveryTimeMax", inputMode: "numeric", hint: true, span: "sm:col-span-2" },
    ],
  },
];
