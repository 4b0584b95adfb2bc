import { Building2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { CompanyTab } from "@/lib/admin/companies";

/** product.md §8: the empty list texts, per tab, with a way forward. */
export function CompaniesEmpty({ tab, onShowAll }: { tab: CompanyTab; onShowAll: () => void }) {
  const t = useTranslations("adminCompanies.empty");
  const words = useTranslations("adminCompanies.statusWord");
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background p-8 text-center">
      <Building2 aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">
        {tab === "all" ? t("allTitle") : t("statusTitle", { status: words(tab) })}
      </p>
      <p className="text-sm text-muted-foreground">{tab === "all" ? t("allText") : t("statusText")}</p>
      {tab === "all" ? (
        <Button asChild variant="outline" size="sm">
          <Link href="/para-empresas">{t("forCompanies")}</Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={onShowAll}>
          {t("showAll")}
        </Button>
      )}
    </div>
  );
}
