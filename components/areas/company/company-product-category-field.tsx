"use client";

import { useTranslations } from "next-intl";

import { Field } from "@/components/forms/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { CategoryOption } from "@/lib/company/products";

type CompanyProductCategoryFieldProps = {
  id: string;
  value: string;
  categories: readonly CategoryOption[];
  error?: string;
  onChange: (categoryId: string) => void;
};

/** The product's category, from the categorias table: the active ones, plus the product's own if inactive. */
export function CompanyProductCategoryField({
  id,
  value,
  categories,
  error,
  onChange,
}: CompanyProductCategoryFieldProps) {
  const t = useTranslations("companyProducts.form");
  const offered = categories.filter((category) => category.active || category.id === value);
  return (
    <Field id={id} label={t("category")} error={error}>
      {(control) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger {...control} className="w-full">
            <SelectValue placeholder={t("categoryPlaceholder")} />
          </SelectTrigger>
          <SelectContent>
            {offered.map((category) => (
              <SelectItem key={category.id} value={category.id}>
                {category.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}
