"use client";

import { useTranslations } from "next-intl";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import {
  CompanyProductActions,
  type ProductHandlers,
} from "@/components/areas/company/company-product-actions";
import { LocalImage } from "@/components/ui/local-image";
import type { CompanyCatalogProduct } from "@/lib/company/products";
import { formatMoney } from "@/lib/format";

type CompanyProductCardProps = {
  product: CompanyCatalogProduct;
  onChanged: (productId: string, available: boolean) => void;
  /** Editar and Excluir: only the store's owner has them. */
  handlers?: ProductHandlers;
};

/** One product as a card (mobile): image, name, category, price, views, availability and actions. */
export function CompanyProductCard({ product, onChanged, handlers }: CompanyProductCardProps) {
  const t = useTranslations("companyProducts");
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3 shadow-sm">
      <LocalImage
        src={product.image}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-md bg-muted object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="leading-snug font-semibold">{product.name}</h3>
        <p className="text-sm text-muted-foreground">
          {product.category} ·{" "}
          <span className="font-medium text-foreground">{formatMoney(product.price)}</span>
        </p>
        <p className="text-xs text-muted-foreground">{t("views", { count: product.views })}</p>
        <AvailabilityToggle
          productId={product.id}
          productName={product.name}
          available={product.available}
          disabled={!handlers}
          onChanged={onChanged}
        />
        {handlers ? <CompanyProductActions product={product} {...handlers} /> : null}
      </div>
    </li>
  );
}
