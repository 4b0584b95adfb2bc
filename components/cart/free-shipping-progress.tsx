"use client";

import { useTranslations } from "next-intl";

import { Progress } from "@/components/ui/progress";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { formatMoney } from "@/lib/format";
import type { FreeShippingGap } from "@/lib/orders/store-delivery";

/** One store's way to free delivery: 'Faltam R$ X para frete grátis' with a bar, or the reward once reached. */
export function FreeShippingProgress({
  storeName,
  gap,
  waived,
}: {
  storeName: string;
  gap: FreeShippingGap | null;
  waived: boolean;
}) {
  const t = useTranslations("cart");
  if (waived) {
    return (
      <p className="flex items-center gap-1.5 text-success">
        <SpriteIcon name="badge-check" className="size-4 shrink-0" />
        {t("freeShippingReached")}
      </p>
    );
  }
  if (!gap) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <p>{t("freeShippingLeft", { amount: formatMoney(gap.remaining) })}</p>
      <Progress
        value={Math.floor(gap.progress * 100)}
        aria-label={t("freeShippingProgress", { store: storeName })}
      />
    </div>
  );
}
