import { FileSpreadsheet, FileText } from "lucide-react";

import { Button } from "@/components/ui/button";
import { exportHref, type ExportRequest, type ExportScope } from "@/lib/reports/export/request";

type ReportDownloadsProps = {
  scope: ExportScope;
  request: Omit<ExportRequest, "format">;
  /** each link's accessible name, which contains its visible 'PDF' or 'Excel' */
  labels: { pdf: string; excel: string; pdfName: string; excelName: string };
  size?: "sm" | "default";
};

/**
 * The report's PDF and Excel as plain links to the server's file route (product.md §9): a real download
 * that works before any JavaScript loads; the route decides who may have the file.
 */
export function ReportDownloads({ scope, request, labels, size = "sm" }: ReportDownloadsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size={size} variant="outline">
        <a href={exportHref(scope, { ...request, format: "pdf" })} download aria-label={labels.pdfName}>
          <FileText aria-hidden="true" />
          {labels.pdf}
        </a>
      </Button>
      <Button asChild size={size} variant="outline">
        <a href={exportHref(scope, { ...request, format: "xlsx" })} download aria-label={labels.excelName}>
          <FileSpreadsheet aria-hidden="true" />
          {labels.excel}
        </a>
      </Button>
    </div>
  );
}
