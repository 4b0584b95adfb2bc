"use client";

import { useTranslations } from "next-intl";

import { useCart } from "@/components/cart/cart-provider";
import { buttonVariants } from "@/components/ui/button-variants";
import { IntentLink } from "@/components/ui/intent-link";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/**
 * product.md §2/6: the cart button with its item-count badge, for visitors and clientes (product.md D13); the header
 * decides who sees it. The badge is absolutely placed, so the count arriving after load moves nothing. The label's
 * count is `{count}`, not ICU's `#`: `#` builds an Intl.NumberFormat, 25–40 ms of the first load in the browser
 * (lib/pt-br-number.ts), and a cart's count is written the same either way below 1.000 items.
 */
export function CartButton() {
  const t = useTranslations("header");
  const { count } = useCart();
  return (
    <IntentLink
      href="/cart"
      aria-label={t("cartLabel", { count })}
      className={buttonVariants({ variant: "ghost", size: "icon", className: "relative" })}
    >
      <SpriteIcon name="shopping-cart" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </IntentLink>
  );
}
