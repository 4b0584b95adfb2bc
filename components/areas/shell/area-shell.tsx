import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { SiteHeader } from "@/components/layout/site-header";
import { logout } from "@/lib/auth/actions/logout";
import type { AppUser } from "@/lib/auth/types";
import type { Area } from "@/lib/nav";

import { AdminMobileSidebar } from "./admin-mobile-sidebar";
import { AreaSidebar } from "./area-sidebar";

type AreaShellProps = { user: AppUser; area: Area | null; children: ReactNode };

/** The chrome of a signed-in area: the header in dashboard context, then the sidebar and the page. */
export function AreaShell({ user, area, children }: AreaShellProps) {
  // The root provider carries only the storefront's namespaces; the areas get the whole catalogue.
  return (
    <NextIntlClientProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader user={user} context="dashboard" logoutAction={logout} />
        <div className="flex flex-1">
          {area ? <AreaSidebar area={area} logoutAction={logout} /> : null}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 bg-muted/40 outline-none">
            <div className="mx-auto w-full max-w-7xl p-4 md:p-6">
              {area === "admin" ? <AdminMobileSidebar logoutAction={logout} /> : null}
              {children}
            </div>
          </main>
        </div>
      </div>
    </NextIntlClientProvider>
  );
}
