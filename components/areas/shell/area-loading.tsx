import { useTranslations } from "next-intl";

import { Spinner } from "@/components/ui/spinner";

/** product.md §2: the dashboard layouts show 'Carregando...' with a spinner while the user is checked. */
export function AreaLoading() {
  const t = useTranslations("areas");
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={t("loading")} className="[&_svg]:size-8 [&_svg]:text-primary" />
      <p aria-hidden="true">{t("loading")}</p>
    </div>
  );
}

/** product.md §2: a dashboard page shows 'Carregando dashboard...' while it loads. */
export function DashboardLoading() {
  const t = useTranslations("areas");
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={t("loadingDashboard")} className="[&_svg]:size-6" />
      <p aria-hidden="true">{t("loadingDashboard")}</p>
    </div>
  );
}
