import { Clock, OctagonAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { getCurrentUser } from "@/lib/auth/session";
import { storeApprovalBanner } from "@/lib/company/store-approval";
import { getMyStore } from "@/lib/data/my-store";
import { cn } from "@/lib/utils";

/**
 * Above every company screen: the owner's store awaits approval, or was not approved. Not an access
 * decision (each page makes its own); a store that cannot be read shows no banner, the page says why.
 */
export async function StoreApprovalBanner() {
  const user = await getCurrentUser();
  const mine = user ? await getMyStore(user).catch(() => null) : null;
  const banner = storeApprovalBanner(mine?.loja ?? null, mine?.role ?? null);
  if (!banner) return null;
  const t = await getTranslations("companyDashboard");
  const Icon = banner === "pending" ? Clock : OctagonAlert;
  return (
    <section
      aria-labelledby="store-approval-title"
      className={cn(
        "mb-6 flex gap-3 rounded-lg border p-4 shadow-sm",
        banner === "pending"
          ? "border-warning/50 bg-warning/10 text-amber-950"
          : "border-destructive/40 bg-destructive/10 text-destructive",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="store-approval-title" className="font-semibold">
          {t(banner === "pending" ? "pendingTitle" : "rejectedTitle")}
        </h2>
        <p className="text-sm">{t(banner === "pending" ? "pendingText" : "rejectedText")}</p>
      </div>
    </section>
  );
}
