import { Download } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { DeleteAccountDialog } from "@/components/profile/delete-account-dialog";
import { buttonVariants } from "@/components/ui/button";
import { PERSONAL_DATA_PATH } from "@/lib/profile/export-file";

/**
 * 'Seus dados' (LGPD): download everything Vitrine keeps about the person, or delete the account (the customer's
 * profile: only a cliente deletes their own account; the others are deleted through the administration).
 */
export function AccountDataCard() {
  const t = useTranslations("accountData");
  return (
    <section aria-labelledby="account-data-title" className="flex flex-col gap-4 rounded-lg border p-6">
      <div className="flex flex-col gap-1">
        <h2 id="account-data-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t.rich("intro", {
            link: (chunks) => (
              <Link href="/privacidade" className="font-medium text-primary underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {/* a plain download: the route answers as an attachment, no script needed */}
        <a href={PERSONAL_DATA_PATH} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {t("exportButton")}
        </a>
        <DeleteAccountDialog />
      </div>
      <p className="text-sm text-muted-foreground">{t("deleteHint")}</p>
    </section>
  );
}
