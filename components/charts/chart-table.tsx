import { useTranslations } from "next-intl";

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { formatValue, type ChartValueFormat } from "./chart-format";

type ChartTableProps = {
  caption: string;
  categories: readonly string[];
  series: readonly { label: string; values: readonly number[] }[];
  valueFormat: ChartValueFormat;
};

/** The chart's numbers as a table: the screen-reader (and keyboard) way to read it, behind a disclosure. */
export function ChartTable({ caption, categories, series, valueFormat }: ChartTableProps) {
  const t = useTranslations("charts");
  return (
    <details className="group rounded-md border bg-background text-sm">
      <summary className="cursor-pointer rounded-md px-3 py-2 font-medium text-accent outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {t("showTable")}
      </summary>
      {/* Focusable so keyboard users can scroll a long table (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="max-h-80 overflow-y-auto rounded-b-md border-t outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Table>
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("category")}</TableHead>
              {series.map((item) => (
                <TableHead key={item.label} className="text-right">
                  {item.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {categories.map((category, index) => (
              <TableRow key={`${category}-${index}`}>
                <TableHead scope="row" className="font-normal">
                  {category}
                </TableHead>
                {series.map((item) => (
                  <TableCell key={item.label} className="text-right tabular-nums">
                    {formatValue(item.values[index] ?? 0, valueFormat)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
