"use client";

import Image from "next/image";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { Company, Product } from "@/fixtures/schemas";
import { formatMoney } from "@/lib/format";
import { canAddToCart, productState } from "@/lib/store/availability";
import { skipOptimizer } from "@/lib/store/image";
import { cn } from "@/lib/utils";

import { OpensAtText } from "./open-status";
import { useOpeningStatus } from "./use-open-now";

/**
 * Product card (spec 2, spec 4): image, name, company name, price, 'Destaque' badge, link to the product
 * page, and the overlays 'Indisponível' / 'Empresa Fechada'; a closed company's overlay also says when it
 * opens, 'Abre hoje às 18:00' (issue 13), and the disabled add button is described by that reason.
 *
 * Props:
 * - `product`, `company` (only name and openingHours are read), `renderedAt` (epoch ms from getRenderTime();
 *   the open status is re-checked in the browser, see use-open-now.ts);
 * - `onAdd?`: without it there is no add button (spec 6); with it the button 'Adicionar ao Carrinho' is
 *   enabled only when the product is available and its company open. For the cart use CartProductCard.
 * - `showCompany` (default true): hide the company line on the company's own page.
 */
export type ProductCardProps = {
  product: Product;
  company: Pick<Company, "name" | "openingHours">;
  renderedAt: number;
  onAdd?: (product: Product) => void;
  showCompany?: boolean;
  className?: string;
};

export function ProductCard({
  product,
  company,
  renderedAt,
  onAdd,
  showCompany = true,
  className,
}: ProductCardProps) {
  const t = useTranslations("productCard");
  const nameId = useId();
  const reasonId = useId();
  const { open: companyOpen, opensAt } = useOpeningStatus(company.openingHours, renderedAt);
  const state = productState(product, companyOpen);
  const addable = canAddToCart({ product, companyOpen, hasHandler: Boolean(onAdd) });

  return (
    <article
      data-state={state}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50",
        className,
      )}
    >
      <div className="relative aspect-[4/3] bg-muted">
        <Image
          src={product.image}
          alt={product.name}
          fill
          unoptimized={skipOptimizer(product.image)}
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
          className={cn("object-cover", state !== "available" && "grayscale")}
        />
        {/* above the closed/unavailable overlay: under its black/55 the badge fell to 2.9:1 */}
        {product.featured && (
          <Badge className="pointer-events-none absolute top-2 left-2 z-10">{t("featured")}</Badge>
        )}
        {state !== "available" && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/55 p-2">
            <p
              id={reasonId}
              className="flex flex-col items-center rounded-md bg-background/95 px-3 py-1 text-center text-sm font-semibold text-foreground"
            >
              <span>{state === "unavailable" ? t("unavailable") : t("companyClosed")}</span>
              {/* the space keeps the two lines apart for screen readers; flex drops it visually */}
              {state === "company_closed" && opensAt ? " " : null}
              {state === "company_closed" && opensAt ? (
                <span className="text-xs font-medium">
                  <OpensAtText opensAt={opensAt} />
                </span>
              ) : null}
            </p>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={nameId} className="line-clamp-2 text-sm leading-snug font-semibold">
          {/* The link covers the whole card; the add button sits above it. */}
          <Link
            href={`/product/${product.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </Link>
        </h3>
        {showCompany && <p className="truncate text-xs text-muted-foreground">{company.name}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className="font-semibold text-primary">{formatMoney(product.price)}</p>
          {onAdd && (
            <Button
              size="icon"
              className="relative z-10 size-9"
              aria-label={t("add")}
              aria-describedby={state === "available" ? nameId : `${nameId} ${reasonId}`}
              title={t("add")}
              disabled={!addable}
              onClick={() => onAdd(product)}
            >
              <SpriteIcon name="shopping-cart" className="size-4" />
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
