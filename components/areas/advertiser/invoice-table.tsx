import { ReceiptText } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";

import { EmptyState } from "@/components/areas/empty-state";
import { SectionHeading } from "@/components/areas/section-heading";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdvertiserInvoice } from "@/lib/advertiser/types";
import { invoiceTone, type InvoiceSummary } from "@/lib/advertiser/billing";
import { formatDate, formatMoney } from "@/lib/format";

/** The monthly invoices, newest first, with what is still open; status Paga, Pendente or Vencida. */
export function InvoiceTable({ summary }: { summary: InvoiceSummary<AdvertiserInvoice> }) {
  const t = useTranslations("advertiserBilling");
  const format = useFormatter();
  const month = (period: string) =>
    format.dateTime(new Date(`${period}-15T12:00:00Z`), { month: "long", year: "numeric" });
  return (
    <section aria-labelledby="billing-invoices-heading">
      <SectionHeading id="billing-invoices-heading">{t("invoicesHeading")}</SectionHeading>
      {summary.invoices.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          headingLevel="h3"
          title={t("noInvoicesTitle")}
          text={t("noInvoicesText")}
        >
          <Button asChild variant="outline">
            <Link href="/advertiser/campaigns">{t("seeCampaigns")}</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            {t("openSummary", { amount: formatMoney(summary.openAmount), overdue: summary.overdue })}
          </p>
          <div className="rounded-lg border bg-card">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("columns.invoice")}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t("columns.issued")}</TableHead>
                  <TableHead>{t("columns.due")}</TableHead>
                  <TableHead className="text-right">{t("columns.amount")}</TableHead>
                  <TableHead>{t("columns.status")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {summary.invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell>
                      <p className="font-medium">{invoice.number}</p>
                      <p className="text-xs text-muted-foreground">{month(invoice.period)}</p>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">{formatDate(invoice.issueDate)}</TableCell>
                    <TableCell>{formatDate(invoice.dueDate)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(invoice.amount)}</TableCell>
                    <TableCell>
                      <Badge variant={invoiceTone(invoice.status)}>{t(`status.${invoice.status}`)}</Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </div>
      )}
    </section>
  );
}
