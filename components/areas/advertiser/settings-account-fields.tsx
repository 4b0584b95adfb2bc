"use client";

import { useTranslations } from "next-intl";

import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import type { AdvertiserSettings, AdvertiserSettingsField } from "@/lib/advertiser/settings";

/** The account fields in screen order, with what the browser may autofill. */
export const ACCOUNT_FIELDS = [
  { name: "companyName", type: "text", autoComplete: "organization", required: true },
  { name: "contactName", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: true },
  { name: "website", type: "url", autoComplete: "url", required: false },
] as const satisfies readonly {
  name: AdvertiserSettingsField;
  type: string;
  autoComplete: string;
  required: boolean;
}[];

export function fieldId(name: AdvertiserSettingsField): string {
  return `advertiser-${name}`;
}

type SettingsAccountFieldsProps = {
  values: AdvertiserSettings;
  /** in Portuguese */
  errors: Partial<Record<AdvertiserSettingsField, string>>;
  onChange(name: AdvertiserSettingsField, value: string): void;
};

/** Name, contact, e-mail, phone and site of the advertiser account, each with its Portuguese error. */
export function SettingsAccountFields({ values, errors, onChange }: SettingsAccountFieldsProps) {
  const t = useTranslations("advertiserSettings");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {ACCOUNT_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={fieldId(field.name)}
          label={t(`fields.${field.name}`)}
          error={errors[field.name]}
        >
          {(control) => (
            <Input
              {...control}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              aria-required={field.required || undefined}
              // the e-mail is the login's: shown, not changed here
              readOnly={field.name === "email" || undefined}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
