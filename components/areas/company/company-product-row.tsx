import { useTranslations } from "next-intl";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import type { CompanyCatalogProduct } from "@/lib/company/products";
import { formatMoney } from "@/lib/format";

type CompanyProductRowProps = { product: CompanyCatalogProduct; canEdit: boolean };

/** A product of the store with its price, views and availability switch (dashboard list). */
export function CompanyProductRow({ product, canEdit }: CompanyProductRowProps) {
  const t = useTranslations("companyDashboard");
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="min-w-0">
        <h3 className="font-semibold">{product.name}</h3>
        <p className="text-sm text-muted-foreground">
          {product.category} · {formatMoney(product.price)} · {t("productViews", { count: product.views })}
        </p>
      </div>
      <AvailabilityToggle
        productId={product.id}
        productName={product.name}
        available={product.available}
        disabled={!canEdit}
      />
    </li>
  );
}
