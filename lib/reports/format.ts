import { formatDate, formatMoney } from "@/lib/format";
import { LOCALE } from "@/lib/i18n/constants";
import type { ReportValue } from "@/lib/reports/export/document";

/** Report figures as text, pt-BR (product.md §9: 'R$ 1.234,56', '26/11/2026'). */

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const growthFormat = new Intl.NumberFormat(LOCALE, {
  style: "percent",
  maximumFractionDigits: 1,
  signDisplay: "exceptZero",
});

function fixed(value: number, digits: number): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A change in percent with its sign: 12.5 → '+12,5%', -3.1 → '-3,1%', 0 → '0%'. */
export function formatGrowth(value: number): string {
  return growthFormat.format(value / 100);
}

/** A report value as a person reads it in the PDF: '1.234', 'R$ 1.234,56', '12,5%', '4,3', '26/11/2026'. */
export function formatReportValue(value: ReportValue): string {
  switch (value.kind) {
    case "text":
      return value.text;
    case "integer":
      return integerFormat.format(value.value);
    case "money":
      return formatMoney(value.value);
    case "percent":
      return value.signed ? formatGrowth(value.value) : `${fixed(value.value, value.digits)}%`;
    case "decimal":
      return fixed(value.value, value.digits);
    case "day":
      return formatDate(value.date);
  }
}
