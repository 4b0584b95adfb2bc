"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";

import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import {
  ADDRESS_PART_MAX,
  BRAZIL_UFS,
  CEP_INPUT_MAX,
  PHONE_INPUT_MAX,
  STORE_NAME_MAX,
} from "@/lib/auth/business-fields";
import { cn } from "@/lib/utils";

export type StoreFieldName =
  "storeName" | "phone" | "cep" | "street" | "neighborhood" | "city" | "uf" | "category";
export type SignupCategory = { id: string; name: string };

type StoreFieldsProps = {
  categories: readonly SignupCategory[];
  values: Partial<Record<StoreFieldName, string>>;
  errors: Partial<Record<StoreFieldName, string>>;
  /** the fieldset's name: 'Sua loja' on the sign-up; the back office names it otherwise */
  legend?: string;
};

type TextName = Exclude<StoreFieldName, "uf" | "category">;

const UF_OPTIONS = BRAZIL_UFS.map((uf) => ({ value: uf, label: uf }));

/** The store half of 'Cadastrar Empresa': name, phone, address with CEP and UF, and its category. */
export function SignupStoreFields({ categories, values, errors, legend }: StoreFieldsProps) {
  const t = useTranslations("register.business");

  // `name` is also the id, as the e2e suite and the no-JS post expect
  const text = (name: TextName, className: string, input: Omit<ComponentProps<"input">, "id" | "name">) => (
    <Field id={name} label={t(`${name}Label`)} error={errors[name]} className={className}>
      {(control) => (
        <Input {...control} name={name} defaultValue={values[name]} aria-required="true" {...input} />
      )}
    </Field>
  );

  const select = (
    name: "uf" | "category",
    className: string,
    options: readonly { value: string; label: string }[],
  ) => {
    const kept = values[name];
    return (
      <Field id={name} label={t(`${name}Label`)} error={errors[name]} className={className}>
        {(control) => (
          // keyed by the kept value: a select takes its default only when it mounts, and React resets the form
          <NativeSelect
            {...control}
            key={kept ?? ""}
            name={name}
            defaultValue={kept ?? ""}
            aria-required="true"
            className={cn(!kept && "text-muted-foreground")}
          >
            <option value="" disabled>
              {t(`${name}Placeholder`)}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} className="text-foreground">
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    );
  };

  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-base font-semibold">{legend ?? t("storeSection")}</legend>
      {text("storeName", "sm:col-span-6", {
        placeholder: t("storeNamePlaceholder"),
        autoComplete: "organization",
        maxLength: STORE_NAME_MAX,
      })}
      {text("phone", "sm:col-span-3", {
        type: "tel",
        placeholder: t("phonePlaceholder"),
        autoComplete: "tel-national",
        inputMode: "tel",
        maxLength: PHONE_INPUT_MAX,
      })}
      {select(
        "category",
        "sm:col-span-3",
        categories.map((category) => ({ value: category.id, label: category.name })),
      )}
      {text("cep", "sm:col-span-2", {
        placeholder: t("cepPlaceholder"),
        autoComplete: "postal-code",
        inputMode: "numeric",
        maxLength: CEP_INPUT_MAX,
      })}
      {text("street", "sm:col-span-4", {
        placeholder: t("streetPlaceholder"),
        autoComplete: "address-line1",
        maxLength: ADDRESS_PART_MAX,
      })}
      {text("neighborhood", "sm:col-span-2", { autoComplete: "address-level3", maxLength: ADDRESS_PART_MAX })}
      {text("city", "sm:col-span-3", { autoComplete: "address-level2", maxLength: ADDRESS_PART_MAX })}
      {select("uf", "sm:col-span-1", UF_OPTIONS)}
    </fieldset>
  );
}
