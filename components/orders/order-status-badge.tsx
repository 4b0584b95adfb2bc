import { useTranslations } from "next-intl";

import { historyStatusLabel, statusTone, type StatusTone } from "@/lib/orders/status";
import { cn } from "@/lib/utils";

const TONE_CLASSES: Record<StatusTone, string> = {
  info: "bg-secondary text-secondary-foreground",
  warning: "bg-warning/10 text-amber-800", // the warning amber itself is under AA on its own tint
  success: "bg-success text-success-foreground",
  danger: "bg-destructive text-destructive-foreground",
  neutral: "bg-muted text-muted-foreground",
};

/** product.md §4 history labels (Cancelado, 'A caminho', ...) as a coloured pill. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useTranslations("orderStatus");
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONE_CLASSES[statusTone(status)],
        className,
      )}
    >
      {t(historyStatusLabel(status))}
    </span>
  );
}
