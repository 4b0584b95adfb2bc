"use client";

import { useTranslations } from "next-intl";

import {
  ADDRESS_PART_MAX,
  BRAZIL_UFS,
  CEP_INPUT_MAX,
  PHONE_INPUT_MAX,
  STORE_NAME_MAX,
} from "@/lib/auth/business-fields";

import { SignupSelectField, SignupTextField } from "./business-signup-field";

export type StoreFieldName =
  "storeName" | "phone" | "cep" | "street" | "neighborhood" | "city" | "uf" | "category";
export type SignupCategory = { id: string; name: string };

type StoreFieldsProps = {
  categories: readonly SignupCategory[];
  values: Partial<Record<StoreFieldName, string>>;
  errors: Partial<Record<StoreFieldName, string>>;
};

const UF_OPTIONS = BRAZIL_UFS.map((uf) => ({ value: uf, label: uf }));

/** The store half of 'Cadastrar Empresa': name, phone, address with CEP and UF, and its category. */
export function SignupStoreFields({ categories, values, errors }: StoreFieldsProps) {
  const t = useTranslations("register.business");
  const text = (name: Exclude<StoreFieldName, "uf" | "category">) => ({
    name,
    label: t(`${name}Label`),
    error: errors[name],
    defaultValue: values[name],
  });
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-base font-semibold">{t("storeSection")}</legend>
      <SignupTextField
        {...text("storeName")}
        className="sm:col-span-6"
        placeholder={t("storeNamePlaceholder")}
        autoComplete="organization"
        maxLength={STORE_NAME_MAX}
      />
      <SignupTextField
        {...text("phone")}
        className="sm:col-span-3"
        type="tel"
        placeholder={t("phonePlaceholder")}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={PHONE_INPUT_MAX}
      />
      <SignupSelectField
        name="category"
        label={t("categoryLabel")}
        error={errors.category}
        className="sm:col-span-3"
        placeholder={t("categoryPlaceholder")}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        defaultValue={values.category}
      />
      <SignupTextField
        {...text("cep")}
        className="sm:col-span-2"
        placeholder={t("cepPlaceholder")}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={CEP_INPUT_MAX}
      />
      <SignupTextField
        {...text("street")}
        className="sm:col-span-4"
        placeholder={t("streetPlaceholder")}
        autoComplete="address-line1"
        maxLength={ADDRESS_PART_MAX}
      />
      <SignupTextField
        {...text("neighborhood")}
        className="sm:col-span-2"
        autoComplete="address-level3"
        maxLength={ADDRESS_PART_MAX}
      />
      <SignupTextField
        {...text("city")}
        className="sm:col-span-3"
        autoComplete="address-level2"
        maxLength={ADDRESS_PART_MAX}
      />
      <SignupSelectField
        name="uf"
        label={t("ufLabel")}
        error={errors.uf}
        className="sm:col-span-1"
        placeholder={t("ufPlaceholder")}
        options={UF_OPTIONS}
        defaultValue={values.uf}
      />
    </fieldset>
  );
}
