"use client";

import { FileSpreadsheet, FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { reportCardCsv, type ReportCard } from "@/lib/admin/reports";
import { downloadCsv, fileSlug } from "@/lib/csv";
import type { ReportPeriod } from "@/lib/reports/periods";

/**
 * product.md §2 Relatórios: PDF and Excel per card only log (product.md §7); product.md D10 adds a toast to both and a
 * real CSV download to Excel, so neither button silently does nothing.
 */
export function ReportExportButtons({ card, period }: { card: ReportCard; period: ReportPeriod }) {
  const t = useTranslations("adminReports");
  const cardTitle = t(`cards.${card.key}`);
  const periodLabel = t(`periods.${period}`);

  function onPdf() {
    console.info("admin reports: PDF export requested (not generated)", { card: card.key, period });
    toast.info(t("pdfTitle"), { description: t("pdfDescription", { card: cardTitle, period: periodLabel }) });
  }

  function onExcel() {
    const file = `relatorio-${fileSlug(cardTitle)}-${fileSlug(periodLabel)}.csv`;
    const csv = reportCardCsv(card, {
      headers: [t("csvHeaders.metric"), t("csvHeaders.value"), t("csvHeaders.period")],
      period: periodLabel,
      metric: (key) => t(`metrics.${key}`),
    });
    downloadCsv(file, csv);
    console.info("admin reports: Excel export", { card: card.key, period, file });
    toast.success(t("excelTitle"), {
      description: t("excelDescription", { card: cardTitle, period: periodLabel, file }),
    });
  }

  return (
    <div className="flex gap-2">
      <Button size="sm" variant="outline" aria-label={t("pdfOf", { card: cardTitle })} onClick={onPdf}>
        <FileText aria-hidden="true" />
        {t("pdf")}
      </Button>
      <Button size="sm" variant="outline" aria-label={t("excelOf", { card: cardTitle })} onClick={onExcel}>
        <FileSpreadsheet aria-hidden="true" />
        {t("excel")}
      </Button>
    </div>
  );
}
