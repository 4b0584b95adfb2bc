import Link from "next/link";
import { useTranslations } from "next-intl";

import { SiteLogo } from "@/components/layout/site-logo";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The header frame while the session is read: banner, logo and 'Para Empresas', with a placeholder
 * where the visitor or account buttons will appear. Mirrors SiteHeader's layout to avoid a shift.
 */
export function HeaderFallback() {
  const t = useTranslations("header");
  const tNav = useTranslations("nav");
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur" aria-busy="true">
      <p className="bg-primary px-4 py-1.5 text-center text-sm font-medium text-primary-foreground">
        {t("banner")}
      </p>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <SiteLogo />
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <nav aria-label={t("mainNav")} className="hidden items-center gap-1 md:flex">
            <Link href="/para-empresas" className={buttonVariants({ variant: "ghost" })}>
              {tNav("forCompanies")}
            </Link>
          </nav>
          <Skeleton className="h-10 w-10 md:w-44" />
        </div>
      </div>
    </header>
  );
}
