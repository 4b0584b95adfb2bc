"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { useCart } from "@/components/cart/cart-provider";
import { Badge } from "@/components/ui/badge";
import { LocalImage } from "@/components/ui/local-image";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { formatMoney } from "@/lib/pt-br-number";
import { productPath } from "@/lib/seo/urls";
import { canAddToCart, productState } from "@/lib/store/availability";
import type { ProductCardData } from "@/lib/store/cards";

import { OpensAtText } from "./open-status";
import { useCardCompany } from "./store-cards";
import { useOpeningStatus } from "./use-open-now";

export type ProductCardProps = {
  product: ProductCardData;
  /** false on the company's own page: no company line. */
  showCompany?: boolean;
  /** false for a store that takes no orders (suspended): no add button (product.md §6). */
  orderable?: boolean;
};

/**
 * Product card (product.md §2, product.md §4): image, 'Destaque', name linking to the product page, company, price, the
 * overlays 'Indisponível' / 'Empresa Fechada' (a closed store's also says when it opens, 'Abre hoje às 18:00',
 * product.md D13) and 'Adicionar ao Carrinho', enabled only when the product is available and its store open now
 * (re-checked every minute in the browser, and by the cart at click time), described by the product's name
 * and, when disabled, by the reason.
 *
 * It receives only its own product's few fields (lib/store/cards.ts); its company, the open status's hours
 * and the render instant come from the page's <StoreCards>, once per company (product.md D12).
 */
export function ProductCard({ product, showCompany = true, orderable = true }: ProductCardProps) {
  const t = useTranslations("productCard");
  const nameId = useId();
  const reasonId = useId();
  const { add } = useCart();
  const { company, renderedAt } = useCardCompany(product.companyId);
  // a company the page does not list is never open (product.md §4: missing hours are closed)
  const { open: companyOpen, opensAt } = useOpeningStatus(company?.openingHours ?? {}, renderedAt);
  const state = productState(product, companyOpen);
  const addable = company !== undefined && canAddToCart({ product, companyOpen, hasHandler: orderable });

  return (
    <article data-state={state} className="tile">
      <div className="tile-media">
        <LocalImage src={product.image} alt={product.name} fill className="tile-img" />
        {/* above the closed/unavailable overlay: under its black/55 the badge fell to 2.9:1 */}
        {product.featured ? <Badge className="tile-badge">{t("featured")}</Badge> : null}
        {state === "available" ? null : (
          <div className="tile-overlay">
            <p id={reasonId} className="tile-reason">
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
      <div className="tile-body">
        <h3 id={nameId} className="tile-name">
          {/* the link covers the whole card; the add button sits above it */}
          <Link href={productPath(product.id)} className="tile-link">
            {product.name}
          </Link>
        </h3>
        {showCompany && company ? <p className="tile-meta">{company.name}</p> : null}
        <div className="tile-foot">
          <p className="tile-price">{formatMoney(product.price)}</p>
          {orderable ? (
            <button
              type="button"
              className="ui-button tile-add"
              aria-label={t("add")}
              aria-describedby={state === "available" ? nameId : `${nameId} ${reasonId}`}
              title={t("add")}
              disabled={!addable}
              onClick={() => {
                // The provider re-checks product.md §6 at click time and shows the confirmation toast.
                if (company) add(product, company);
              }}
            >
              <SpriteIcon name="shopping-cart" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
