import { Check, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";

import { trackOrder, type StepState, type TrackerStep } from "@/lib/orders/tracker";
import { cn } from "@/lib/utils";

const STEP_KEYS: Record<TrackerStep, string> = {
  confirmed: "stepConfirmed",
  preparing: "stepPreparing",
  ready: "stepReady",
  on_way: "stepOnWay",
  delivered: "stepDelivered",
};
const STATE_KEYS: Record<StepState, string> = {
  completed: "stateCompleted",
  current: "stateCurrent",
  pending: "statePending",
};

/** product.md §4 progress tracker (shown to the cliente); a cancelled order shows its own state instead. */
export function OrderTracker({ status }: { status: string }) {
  const t = useTranslations("orderDetail");
  const view = trackOrder(status);
  if (view.kind === "cancelled") {
    return (
      <section className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div>
          <h2 className="font-semibold text-destructive">{t("cancelledTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("cancelledHint")}</p>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="order-tracker-title"
      className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6"
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
      {/* Five equal columns even at 320 px: each label is its own block under its step, centred, and may
          hyphenate or break inside a word, so neighbours never run together ('ConfirmadoPreparando'). */}
      <ol aria-label={t("stepsLabel")} className="grid grid-cols-5 gap-1 text-xs sm:gap-2 sm:text-sm">
        {view.steps.map(({ step, state }, index) => {
          // The last step reached means the journey is over: draw it done, not "in progress".
          const done = state === "completed" || (state === "current" && index === view.steps.length - 1);
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              className="flex min-w-0 flex-col items-center gap-2"
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
                  "block w-full text-center leading-tight wrap-anywhere hyphens-auto",
                  state === "pending" ? "text-muted-foreground" : "font-medium",
                )}
              >
                {t(STEP_KEYS[step])}
                <span className="sr-only"> ({t(STATE_KEYS[state])})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
