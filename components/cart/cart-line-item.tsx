"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { Button } from "@/components/ui/button";
import { LocalImage } from "@/components/ui/local-image";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { CartLine } from "@/lib/cart/cart-reducer";
import { addMoney } from "@/lib/orders/checkout";
import { formatMoney } from "@/lib/format";

/** One cart line: image, name, company, unit price, stepper, line total and remove. */
export function CartLineItem({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity(quantity: number): void;
  onRemove(): void;
}) {
  const t = useTranslations("cart");
  const { product, company, quantity } = line;
  return (
    <li className="flex gap-4 py-4">
      <LocalImage
        src={product.image}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-md border bg-muted object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="truncate font-medium">
            <Link
              href={`/product/${product.id}`}
              className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {product.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{company.name}</p>
          <p className="text-sm text-muted-foreground">
            {t("unitPrice", { price: formatMoney(product.price) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          <QuantityStepper
            value={quantity}
            onChange={onQuantity}
            min={0}
            label={t("quantityOf", { name: product.name })}
            decreaseLabel={t("decrease", { name: product.name })}
            increaseLabel={t("increase", { name: product.name })}
          />
          <p
            className="text-right font-semibold whitespace-nowrap tabular-nums sm:w-24"
            aria-label={t("lineTotal")}
          >
            {formatMoney(addMoney(product.price * quantity))}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("remove", { name: product.name })}
            onClick={onRemove}
          >
            <SpriteIcon name="trash-2" className="text-destructive" />
          </Button>
        </div>
      </div>
    </li>
  );
}
