"use client";

import { Minus, Plus } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/** spec 4: the cart's stepper goes down to 0, which removes the line. */
export function QuantityStepper({
  name,
  quantity,
  onChange,
}: {
  name: string;
  quantity: number;
  onChange(quantity: number): void;
}) {
  const t = useTranslations("cart");
  return (
    <div
      role="group"
      aria-label={t("quantityOf", { name })}
      className="inline-flex items-center rounded-md border"
    >
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t("decrease", { name })}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-medium tabular-nums">
        {quantity}
      </output>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t("increase", { name })}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
