import { SessionHeader } from "@/components/auth/header-with-session";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { SiteFooter } from "@/components/layout/site-footer";

/** The storefront frame: skip link, shared header, page content, footer ((store) layout and the 404 page). */
export function StoreShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SessionHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
