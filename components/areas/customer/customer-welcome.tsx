import { getTranslations } from "next-intl/server";

import { Skeleton } from "@/components/ui/skeleton";
import { getCurrentUser } from "@/lib/auth/session";
import { displayName } from "@/lib/format";

/** spec 2: the welcome names the user by nome_mostrado, else the e-mail's local part. Reads cookies: render in <Suspense>. */
export async function CustomerWelcome() {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations("customerDashboard")]);
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight">
        {t("welcome", { name: user ? displayName(user) : "" })}
      </h1>
      <p className="text-muted-foreground">{t("welcomeSubtitle")}</p>
    </div>
  );
}

export function CustomerWelcomeSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-5 w-80 max-w-full" />
    </div>
  );
}
