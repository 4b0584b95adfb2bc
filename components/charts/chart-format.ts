import { formatMoney } from "@/lib/format";
import { LOCALE } from "@/lib/i18n/constants";

export type ChartValueFormat = "currency" | "integer";

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const compactCurrency = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const compactInteger = new Intl.NumberFormat(LOCALE, { notation: "compact", maximumFractionDigits: 1 });

/** A value as the data table shows it: 'R$ 1.234,56' or '1.234'. */
export function formatValue(value: number, format: ChartValueFormat): string {
  return format === "currency" ? formatMoney(value) : integer.format(value);
}

/** A value as the axis shows it, short enough for a narrow column: 'R$ 1,5 mil' or '12 mil'. */
export function formatAxis(value: number, format: ChartValueFormat): string {
  const text = format === "currency" ? compactCurrency.format(value) : compactInteger.format(value);
  return text.replace(/\u00a0/g, " ");
}
