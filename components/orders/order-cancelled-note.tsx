import { CircleX } from "lucide-react";
import { useTranslations } from "next-intl";

import { useFormatDateTime } from "@/components/format/use-format-date-time";
import { cancellationOf } from "@/lib/orders/tracker";
import type { Order } from "@/lib/orders/types";

type OrderCancelledNoteProps = {
  order: Pick<Order, "events" | "cancelReason" | "companyName">;
  /** the order's own customer reads 'Você cancelou', anyone else 'Cancelado pelo cliente' */
  viewerIsCustomer: boolean;
};

/** A cancelled order: who cancelled it, when and why (its 'cancelled' event and reason). */
export function OrderCancelledNote({ order, viewerIsCustomer }: OrderCancelledNoteProps) {
  const t = useTranslations("orderDetail");
  const formatDateTime = useFormatDateTime();
  const { by, reason, at } = cancellationOf(order);
  const who =
    by === null
      ? t("cancelledHint")
      : by === "customer" && viewerIsCustomer
        ? t("cancelledBy.self")
        : t(`cancelledBy.${by}`, { store: order.companyName });
  return (
    <section
      aria-labelledby="order-cancelled-title"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h2 id="order-cancelled-title" className="text-base font-semibold text-destructive">
          {t("cancelledTitle")}
        </h2>
        <p>
          {who}
          {at ? (
            <>
              {" · "}
              <time dateTime={at}>{formatDateTime(at)}</time>
            </>
          ) : null}
        </p>
        {reason ? <p className="break-words text-muted-foreground">{t("cancelReason", { reason })}</p> : null}
      </div>
    </section>
  );
}
