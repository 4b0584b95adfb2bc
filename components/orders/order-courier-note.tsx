import { Bike } from "lucide-react";
import { useTranslations } from "next-intl";

import { useFormatDateTime } from "@/components/format/use-format-date-time";
import { courierLeg } from "@/lib/orders/courier";
import type { Order } from "@/lib/orders/types";

type OrderCourierNoteProps = {
  order: Pick<Order, "status" | "events">;
  /** the courier's name when the viewer may read it (their own); otherwise 'Entregador da loja' */
  courierName?: string | null;
};

/** An order on the way: who carries it and since when (its 'on_way' event); nothing for any other status. */
export function OrderCourierNote({ order, courierName }: OrderCourierNoteProps) {
  const t = useTranslations("orderActions.courier");
  const formatDateTime = useFormatDateTime();
  const leg = courierLeg(order);
  if (!leg) return null;
  const courier = courierName?.trim() || t("storeCourier");
  return (
    <section aria-labelledby="order-courier-title" className="flex gap-3 rounded-lg border p-4">
      <Bike aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <h2 id="order-courier-title" className="font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {leg.since
            ? t("since", { courier, dateTime: formatDateTime(leg.since) })
            : t("noTime", { courier })}
        </p>
      </div>
    </section>
  );
}
