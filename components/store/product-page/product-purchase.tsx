"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { useCart } from "@/components/cart/cart-provider";
import { OpensAtText } from "@/components/store/open-status";
import { useOpeningStatus } from "@/components/store/use-open-now";
import { Badge } from "@/components/ui/badge";
import { PlainButton } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { CartCompany, CartProduct } from "@/lib/cart/cart-item";
import { formatMoney } from "@/lib/pt-br-number";
import { canAddToCart, productState } from "@/lib/store/availability";
import { QuantityStepper } from "@/components/cart/quantity-stepper";

/**
 * Quantity stepper and 'Adicionar ao Carrinho' (product.md §2). product.md §6: enabled only when the product is available
 * and its company open now (re-checked every minute in the browser) and the store takes orders at all.
 */
export function ProductPurchase({
  product,
  company,
  renderedAt,
  orderable,
}: {
  product: CartProduct;
  company: CartCompany;
  renderedAt: number;
  orderable: boolean;
}) {
  const t = useTranslations("product");
  const { add } = useCart();
  const [quantity, setQuantity] = useState(1);
  const { open: companyOpen, opensAt } = useOpeningStatus(company.openingHours, renderedAt);
  const state = productState(product, companyOpen);
  const addable = orderable && canAddToCart({ product, companyOpen, hasHandler: true });
  const hint = !orderable
    ? t("suspendedHint")
    : state === "unavailable"
      ? t("unavailableHint")
      : state === "company_closed"
        ? t("companyClosedHint")
        : null;

  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4" data-state={state}>
      {state === "company_closed" && (
        <Badge variant="destructive" className="text-sm">
          {t("companyClosed")}
        </Badge>
      )}
      {hint && (
        <p className="text-sm text-muted-foreground">
          {state === "company_closed" && opensAt ? (
            <>
              <OpensAtText opensAt={opensAt} />.{" "}
            </>
          ) : null}
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          label={t("quantity")}
          showLabel
          decreaseLabel={t("decrease")}
          increaseLabel={t("increase")}
          disabled={!addable}
        />
        <p className="text-sm text-muted-foreground">
          {t("total", { total: formatMoney(product.price * quantity) })}
        </p>
      </div>
      <PlainButton
        size="lg"
        disabled={!addable}
        onClick={() => {
          // The provider re-checks product.md §6 at click time and shows the confirmation toast.
          if (add(product, company, quantity)) setQuantity(1);
        }}
      >
        <SpriteIcon name="shopping-cart" />
        {t("addToCart")}
      </PlainButton>
    </div>
  );
}
