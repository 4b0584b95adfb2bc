import { cn } from "@/lib/utils";

import { formatAxis, formatValue, type ChartValueFormat } from "./chart-format";
import { axisTicks, barPercent, labelIndexes, niceMax } from "./chart-scale";

export type ChartTone = "primary" | "accent";

const BAR_TONES: Record<ChartTone, string> = { primary: "fill-primary", accent: "fill-accent" };
// Gap on each side of a bar, as a share of its slot.
const BAR_GAP = 0.15;

type ChartPanelProps = {
  categories: readonly string[];
  values: readonly number[];
  label: string;
  tone: ChartTone;
  valueFormat: ChartValueFormat;
};

/**
 * One series as bars on its own scale. The SVG only holds shapes and stretches to any width
 * (preserveAspectRatio="none"); the axis texts are HTML so they never distort. Hidden from assistive
 * technology: the figure's data table says the same thing.
 */
export function ChartPanel({ categories, values, label, tone, valueFormat }: ChartPanelProps) {
  const count = categories.length;
  const max = niceMax(Math.max(0, ...values));
  const ticks = axisTicks(max);
  return (
    <div aria-hidden="true" className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted-foreground">
      <div className="relative my-2 h-44 sm:h-56">
        {ticks.map((tick, index) => (
          <span
            key={tick}
            className="absolute right-0 -translate-y-1/2 whitespace-nowrap tabular-nums"
            style={{ top: `${(index / (ticks.length - 1)) * 100}%` }}
          >
            {formatAxis(tick, valueFormat)}
          </span>
        ))}
        {/* Sizes the column to the widest label. */}
        <span className="invisible block whitespace-nowrap tabular-nums">{formatAxis(max, valueFormat)}</span>
      </div>
      <div className="relative my-2 h-44 sm:h-56">
        <svg
          viewBox={`0 0 ${Math.max(count, 1)} 100`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
        >
          {ticks.map((tick, index) => (
            <line
              key={tick}
              x1={0}
              x2={Math.max(count, 1)}
              y1={(index / (ticks.length - 1)) * 100}
              y2={(index / (ticks.length - 1)) * 100}
              vectorEffect="non-scaling-stroke"
              className={cn(index === ticks.length - 1 ? "stroke-muted-foreground" : "stroke-border")}
            />
          ))}
          {values.map((value, index) => {
            const height = barPercent(value, max);
            return (
              <rect
                key={categories[index] ?? index}
                x={index + BAR_GAP}
                width={1 - 2 * BAR_GAP}
                y={100 - height}
                height={height}
                rx={0}
                className={BAR_TONES[tone]}
              >
                <title>{`${label} · ${categories[index] ?? ""}: ${formatValue(value, valueFormat)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <span />
      <div className="relative h-4">
        {labelIndexes(count).map((index, position, shown) => (
          <span
            key={index}
            // a phone has room for every other label; the first and the last always show
            className={cn(
              "absolute -translate-x-1/2 whitespace-nowrap tabular-nums",
              position % 2 === 1 && position !== shown.length - 1 && "max-sm:hidden",
            )}
            style={{ left: `${((index + 0.5) / count) * 100}%` }}
          >
            {categories[index]}
          </span>
        ))}
      </div>
    </div>
  );
}
