import { Check } from "lucide-react";
import { useTranslations } from "next-intl";

import { OrderCancelledNote } from "@/components/orders/order-cancelled-note";
import { formatTime } from "@/lib/format";
import { statusLabelKey } from "@/lib/orders/status";
import { trackOrder, type StepState } from "@/lib/orders/tracker";
import type { Order } from "@/lib/orders/types";
import { cn } from "@/lib/utils";

const STATE_KEYS: Record<StepState, string> = {
  completed: "stateCompleted",
  current: "stateCurrent",
  pending: "statePending",
};

// A pickup order has four steps, a delivery five: the row's columns when the tracker is wide enough.
const COLUMNS: Record<number, string> = { 4: "@xl:grid-cols-4", 5: "@xl:grid-cols-5" };

type OrderTrackerProps = {
  order: Pick<Order, "status" | "deliveryType" | "events" | "cancelReason" | "companyName">;
};

/**
 * product.md §4 progress tracker (shown to the cliente); a cancelled order says who cancelled it and why instead.
 * A narrow tracker (a phone) lists the steps one under the other; a wide one (its own width, not the
 * screen's: a sidebar may take the rest) sets them in a row. Labels wrap between words only.
 */
export function OrderTracker({ order }: OrderTrackerProps) {
  const t = useTranslations("orderDetail");
  const tStatus = useTranslations("orderStatus");
  const view = trackOrder(order);
  if (view.kind === "cancelled") return <OrderCancelledNote order={order} viewerIsCustomer />;
  return (
    <section
      aria-labelledby="order-tracker-title"
      className="@container flex flex-col gap-4 rounded-lg border p-4 sm:p-6"
    >
      <h2 id="order-tracker-title" className="font-semibold">
        {t("trackerTitle")}
      </h2>
      <div
        role="progressbar"
        aria-label={t("progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${view.percent}%` }}
        />
      </div>
      <ol
        aria-label={t("stepsLabel")}
        className={cn("flex flex-col gap-3 text-sm @xl:grid @xl:gap-2", COLUMNS[view.steps.length])}
      >
        {view.steps.map(({ step, state, at }, index) => {
          // The last step reached means the journey is over: draw it done, not "in progress".
          const done = state === "completed" || (state === "current" && index === view.steps.length - 1);
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              className="flex min-w-0 items-center gap-3 @xl:flex-col @xl:gap-2 @xl:text-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold",
                  done && "border-primary bg-primary text-primary-foreground",
                  !done && state === "current" && "border-primary bg-secondary text-secondary-foreground",
                  state === "pending" && "border-border text-muted-foreground",
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                data-slot="tracker-label"
                className={cn(
                  // whole words only: never 'Confirma/do' or 'Preparand/o'
                  "min-w-0 leading-tight break-normal hyphens-none",
                  state === "pending" ? "text-muted-foreground" : "font-medium",
                )}
              >
                {tStatus(statusLabelKey(step, "tracker", order.deliveryType))}
                <span className="sr-only"> ({t(STATE_KEYS[state])})</span>
                {at ? (
                  <time dateTime={at} className="block text-xs font-normal text-muted-foreground">
                    {formatTime(at)}
                  </time>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
