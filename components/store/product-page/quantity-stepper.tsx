"use client";

import { Minus, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { Button } from "@/components/ui/button";

import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from "./quantity";

/** spec 2 quantity stepper (minimum 1): two labelled buttons around the value, announced when it changes. */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("product");
  const labelId = useId();

  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-medium">
        {t("quantity")}
      </span>
      <div className="flex items-center rounded-md border">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("decrease")}
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-labelledby={labelId}
          className="w-10 text-center font-semibold tabular-nums"
        >
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("increase")}
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => onChange(clampQuantity(value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
