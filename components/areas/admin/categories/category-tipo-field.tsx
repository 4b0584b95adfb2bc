"use client";

import { useTranslations } from "next-intl";

import { FieldSet } from "@/components/forms/field";
import { CATEGORY_TIPOS, type CategoryTipo } from "@/lib/admin/categories-form";

type CategoryTipoFieldProps = {
  id: string;
  value: string;
  error?: string;
  onChange: (tipo: CategoryTipo) => void;
};

/** product.md §3: the category type, produto or serviço (the storefront's fallback symbol depends on it). */
export function CategoryTipoField({ id, value, error, onChange }: CategoryTipoFieldProps) {
  const t = useTranslations("adminCategories.form");
  return (
    <FieldSet id={id} legend={t("tipo")} error={error}>
      <div className="flex gap-2">
        {CATEGORY_TIPOS.map((tipo) => (
          <label
            key={tipo}
            className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-accent has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              name={id}
              value={tipo}
              checked={value === tipo}
              onChange={() => onChange(tipo)}
              className="accent-[var(--accent)]"
            />
            {t(tipo === "produto" ? "tipoProduto" : "tipoServico")}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}
