import { useTranslations } from "next-intl";
import { useId } from "react";

import { cn } from "@/lib/utils";

import type { ChartValueFormat } from "./chart-format";
import { ChartPanel, type ChartTone } from "./chart-panel";
import { ChartTable } from "./chart-table";

export type TimeSeries = { label: string; values: number[]; tone: ChartTone };

export type TimeSeriesChartProps = {
  /** What the chart shows, e.g. 'Faturamento por dia'; also the data table's caption. */
  caption: string;
  /** The x labels, one per bar, oldest first. */
  categories: string[];
  /** One bar panel per series, each on its own scale (impressions and clicks differ a hundredfold). */
  series: TimeSeries[];
  valueFormat: ChartValueFormat;
};

const LEGEND_TONES: Record<ChartTone, string> = { primary: "bg-primary", accent: "bg-accent" };

/**
 * A server-rendered SVG bar chart over time, no chart library and no client JavaScript. Screen readers
 * get the same numbers from the data table under 'Ver dados em tabela'.
 *
 * `<TimeSeriesChart caption="Faturamento por dia" categories={["20/11", "21/11"]}
 *   series={[{ label: "Faturamento", values: [120, 163.47], tone: "primary" }]} valueFormat="currency" />`
 */
export function TimeSeriesChart({ caption, categories, series, valueFormat }: TimeSeriesChartProps) {
  const t = useTranslations("charts");
  const captionId = useId();
  const empty = series.every((item) => item.values.every((value) => value === 0));
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="font-medium">
        {caption}
      </figcaption>
      {empty ? <p className="text-sm text-muted-foreground">{t("noData")}</p> : null}
      {series.map((item) => (
        <div key={item.label} className="flex flex-col gap-1">
          {series.length > 1 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <span aria-hidden="true" className={cn("size-2.5 rounded-sm", LEGEND_TONES[item.tone])} />
              {item.label}
            </p>
          ) : null}
          <ChartPanel
            categories={categories}
            values={item.values}
            label={item.label}
            tone={item.tone}
            valueFormat={valueFormat}
          />
        </div>
      ))}
      <ChartTable caption={caption} categories={categories} series={series} valueFormat={valueFormat} />
    </figure>
  );
}
