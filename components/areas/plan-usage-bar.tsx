import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";

import { Progress } from "@/components/ui/progress";
import { planUsage } from "@/lib/plans/usage";

type PlanUsageBarProps = {
  /** what is counted, already translated: "Produtos", "Anúncios", "Impressões" */
  label: string;
  /** the count shown for a limited plan, already translated with {used} and {limit} */
  formatCount: (used: number, limit: number) => string;
  used: number;
  limit: number;
};

/** Usage of one plan limit as a progress bar; a -1 limit reads 'Ilimitado' (product.md §3/9). */
export function PlanUsageBar({ label, formatCount, used, limit }: PlanUsageBarProps) {
  const t = useTranslations("planUsage");
  const format = useFormatter();
  const labelId = useId();
  const usage = planUsage(used, limit);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span
          className={
            usage.unlimited || !usage.atLimit ? "text-muted-foreground" : "font-medium text-destructive"
          }
        >
          {usage.unlimited
            ? t("unlimitedCount", { used: format.number(used) })
            : formatCount(usage.used, usage.limit)}
        </span>
      </div>
      {usage.unlimited ? (
        <p className="text-xs text-muted-foreground">{t("unlimited")}</p>
      ) : (
        <Progress
          value={usage.percent}
          aria-labelledby={labelId}
          aria-valuetext={formatCount(usage.used, usage.limit)}
        />
      )}
    </div>
  );
}
