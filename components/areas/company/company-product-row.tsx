import { useTranslations } from "next-intl";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import type { CompanyProduct } from "@/fixtures/schemas";
import { formatMoney } from "@/lib/format";

/** A product of the company with its price, views and availability toggle (dashboard list). */
export function CompanyProductRow({ product }: { product: CompanyProduct }) {
  const t = useTranslations("companyDashboard");
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="min-w-0">
        <h3 className="font-semibold">{product.name}</h3>
        <p className="text-sm text-muted-foreground">
          {product.category} · {formatMoney(product.price)} · {t("productViews", { count: product.views })}
        </p>
      </div>
      <AvailabilityToggle productId={product.id} productName={product.name} available={product.available} />
    </li>
  );
}
