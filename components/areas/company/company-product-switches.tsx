"use client";

import { useTranslations } from "next-intl";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ProductFormField, ProductFormValues } from "@/lib/company/product-form";

type CompanyProductSwitchesProps = {
  id: string;
  values: ProductFormValues;
  onChange: (field: ProductFormField, value: string) => void;
};

const SWITCHES = [
  { field: "disponivel", label: "available" },
  { field: "destaque", label: "featured" },
] as const;

/** 'Disponível para venda' and 'Destaque na loja', kept in the form as "true"/"false". */
export function CompanyProductSwitches({ id, values, onChange }: CompanyProductSwitchesProps) {
  const t = useTranslations("companyProducts.form");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {SWITCHES.map(({ field, label }) => (
        <div key={field} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
          <Label htmlFor={`${id}-${field}`}>{t(label)}</Label>
          <Switch
            id={`${id}-${field}`}
            checked={values[field] === "true"}
            onCheckedChange={(checked) => onChange(field, String(checked))}
          />
        </div>
      ))}
    </div>
  );
}
