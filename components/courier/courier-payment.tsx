import { Banknote, CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";

import { courierPaymentKey } from "@/lib/courier/payment";
import { formatMoney } from "@/lib/format";
import type { PaymentChoice } from "@/lib/orders/types";
import { cn } from "@/lib/utils";

/** Paid already (Pix) or to be charged at the door on the card machine, with the amount either way. */
export function CourierPayment({ payment, total }: { payment: PaymentChoice; total: number }) {
  const t = useTranslations("courier");
  const key = courierPaymentKey(payment);
  const Icon = key === "paidPix" ? Banknote : CreditCard;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        data-payment={key}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 font-semibold",
          key === "paidPix" ? "bg-success text-success-foreground" : "bg-warning/10 text-amber-900",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {t(`payment.${key}`)}
      </span>
      <span>{t("card.total", { amount: formatMoney(total) })}</span>
    </span>
  );
}
