import { useTranslations } from "next-intl";

import type { AppUser } from "@/lib/auth/types";
import { displayName } from "@/lib/format";

/** product.md §2: the welcome names the user by nome_mostrado, else the e-mail's local part. */
export function CustomerWelcome({ user }: { user: AppUser }) {
  const t = useTranslations("customerDashboard");
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight">{t("welcome", { name: displayName(user) })}</h1>
      <p className="text-muted-foreground">{t("welcomeSubtitle")}</p>
    </div>
  );
}
