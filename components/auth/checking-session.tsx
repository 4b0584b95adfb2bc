import { useTranslations } from "next-intl";

import { Spinner } from "@/components/ui/spinner";

/** product.md §2: 'Verificando autenticação...' while the session is read. */
export function CheckingSession() {
  const t = useTranslations("auth");
  return (
    <div className="flex min-h-56 flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label={t("checkingSession")} className="[&_svg]:size-6" />
      <p aria-hidden="true">{t("checkingSession")}</p>
    </div>
  );
}
