import { ReceiptText } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { SectionHeading } from "@/components/areas/section-heading";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { Statement } from "@/lib/advertiser/billing";
import { formatMoney } from "@/lib/format";

/**
 * The monthly statement: each month's plan fee plus the media its counted clicks cost, newest first; the
 * summary line is the sum of those rows, so it always agrees with them.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const t = useTranslations("advertiserBilling");
  const format = useFormatter();
  const month = (period: string) =>
    format.dateTime(new Date(`${period}-15T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <section aria-labelledby="billing-statement-heading">
      <SectionHeading id="billing-statement-heading">{t("statementHeading")}</SectionHeading>
      <p className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
        <ReceiptText aria-hidden="true" className="size-4" />
        {t("statementSummary", {
          month: month(statement.currentMonth.month),
          amount: formatMoney(statement.currentMonth.total),
        })}
      </p>
      <div className="rounded-lg border bg-card">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.month")}</TableHead>
              <TableHead className="hidden text-right sm:table-cell">{t("columns.clicks")}</TableHead>
              <TableHead className="hidden text-right sm:table-cell">{t("columns.plan")}</TableHead>
              <TableHead className="text-right">{t("columns.media")}</TableHead>
              <TableHead className="text-right">{t("columns.total")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {statement.months.map((row) => (
              <TableRow key={row.month}>
                <TableCell>
                  <span className="inline-block font-medium first-letter:uppercase">{month(row.month)}</span>
                  {row.month === statement.currentMonth.month ? (
                    <Badge variant="secondary" className="ml-2">
                      {t("openMonth")}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">
                  {format.number(row.clicks)}
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">
                  {formatMoney(row.planFee)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(row.spent)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {formatMoney(row.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} className="font-medium">
                {t("statementTotal", { count: statement.months.length })}
              </TableCell>
              <TableCell className="text-right font-semibold tabular-nums">
                {formatMoney(statement.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>
    </section>
  );
}
