import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { SiteLogo } from "@/components/layout/site-logo";
import { buttonVariants } from "@/components/ui/button-variants";
import { IntentLink } from "@/components/ui/intent-link";

type HeaderFrameProps = {
  /** Links after 'Para Empresas' in the desktop navigation. */
  navExtra?: ReactNode;
  /** Buttons after the navigation (cart, panel, logout, mobile menu). */
  actions: ReactNode;
  busy?: boolean;
};

/** What every header variant shares: the banner (product.md §1), the logo to /, and 'Para Empresas'. */
export function HeaderFrame({ navExtra, actions, busy }: HeaderFrameProps) {
  const t = useTranslations("header");
  const tNav = useTranslations("nav");
  return (
    <header
      className="no-print sticky top-0 z-40 border-b bg-background/95 backdrop-blur"
      aria-busy={busy || undefined}
    >
      <p className="site-banner px-4 py-1.5 text-center text-sm font-medium">{t("banner")}</p>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <SiteLogo />
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <nav aria-label={t("mainNav")} className="hidden items-center gap-1 md:flex">
            <IntentLink href="/para-empresas" className={buttonVariants({ variant: "ghost" })}>
              {tNav("forCompanies")}
            </IntentLink>
            {navExtra}
          </nav>
          {actions}
        </div>
      </div>
    </header>
  );
}
