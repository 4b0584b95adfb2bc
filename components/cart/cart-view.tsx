"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

import { CartLineItem } from "@/components/cart/cart-line-item";
import { useCart } from "@/components/cart/cart-provider";
import { CartSkeleton } from "@/components/cart/cart-skeleton";
import { CartSummary } from "@/components/cart/cart-summary";
import { Button } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { summarizeCheckout } from "@/lib/orders/checkout";

/** The cart page body: skeleton until the stored cart loads, then the lines or the empty state. */
export function CartView() {
  const t = useTranslations("cart");
  const { lines, count, ready, setQuantity, remove } = useCart();
  if (!ready) return <CartSkeleton label={t("loading")} />;
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-16 text-center">
        <SpriteIcon name="shopping-cart" className="size-12 text-muted-foreground" />
        <h2 className="text-xl font-semibold">{t("empty")}</h2>
        <p className="text-muted-foreground">{t("emptyHint")}</p>
        <Button asChild>
          <Link href="/">{t("backHome")}</Link>
        </Button>
      </div>
    );
  }
  // The cart prices delivery with each store's own fee (free from R$ 50 per store); pickup is chosen at checkout.
  const summary = summarizeCheckout(lines, "delivery");
  // min-w-0: a grid item's minimum is its content's, and a long product name (kept on one line) would
  // otherwise widen the column past a 390 px screen
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="cart-lines-title" className="min-w-0">
        <h2 id="cart-lines-title" className="sr-only">
          {t("items", { count })}
        </h2>
        <p className="text-sm text-muted-foreground" aria-hidden="true">
          {t("items", { count })}
        </p>
        <ul className="divide-y">
          {lines.map((line) => (
            <CartLineItem
              key={line.product.id}
              line={line}
              onQuantity={(quantity) => setQuantity(line.product.id, quantity)}
              onRemove={() => remove(line.product.id)}
            />
          ))}
        </ul>
      </section>
      <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <CartSummary summary={summary}>
          <Button asChild size="lg">
            <Link href="/checkout">{t("checkout")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">{t("continueShopping")}</Link>
          </Button>
        </CartSummary>
      </div>
    </div>
  );
}
