import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

type CompaniesPaginationProps = {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** product.md §9: 'Anterior', 'Página X de Y', 'Próxima'; the buttons are disabled at the ends. */
export function CompaniesPagination(props: CompaniesPaginationProps) {
  const t = useTranslations("adminCompanies.pagination");
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={!props.hasPrevious} onClick={props.onPrevious}>
        <ChevronLeft aria-hidden="true" />
        {t("previous")}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
        {t("pageOf", { page: props.page, count: props.pageCount })}
      </p>
      <Button variant="outline" size="sm" disabled={!props.hasNext} onClick={props.onNext}>
        {t("next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
