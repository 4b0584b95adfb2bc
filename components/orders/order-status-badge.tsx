import { useTranslations } from "next-intl";

import { statusLabelKey, statusTone, type StatusAudience, type StatusTone } from "@/lib/orders/status";
import type { DeliveryType } from "@/lib/orders/types";
import { cn } from "@/lib/utils";

const TONE_CLASSES: Record<StatusTone, string> = {
  info: "bg-secondary text-secondary-foreground",
  warning: "bg-warning/10 text-amber-800", // the warning amber itself is under AA on its own tint
  success: "bg-success text-success-foreground",
  danger: "bg-destructive text-destructive-foreground",
  neutral: "bg-muted text-muted-foreground",
};

type OrderStatusBadgeProps = {
  status: string;
  /** Who reads it: the shopper's tracker, the order lists and headers, the store's board. */
  audience: StatusAudience;
  /** A pickup order's tracker reads 'Pronto para retirada'. */
  deliveryType?: DeliveryType;
  className?: string;
};

/** THE status pill of every screen: its words and colour come from lib/orders/status.ts alone. */
export function OrderStatusBadge({ status, audience, deliveryType, className }: OrderStatusBadgeProps) {
  const t = useTranslations("orderStatus");
  return (
    <span
      data-tone={statusTone(status)}
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONE_CLASSES[statusTone(status)],
        className,
      )}
    >
      {t(statusLabelKey(status, audience, deliveryType))}
    </span>
  );
}
