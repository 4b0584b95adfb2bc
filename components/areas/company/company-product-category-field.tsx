"use client";

import { useTranslations } from "next-intl";

import { FormField } from "@/components/areas/form-field";
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
    <FormField id={id} label={t("category")} error={error}>
      {(describedBy) => (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger
            id={id}
            className="w-full"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          >
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
    </FormField>
  );
}
