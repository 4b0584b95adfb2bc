import { SessionHeader } from "@/components/auth/header-with-session";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { SiteFooter } from "@/components/layout/site-footer";

/** The public storefront: skip link, shared header (index context), page content, footer. */
export default function StoreLayout({ children }: { children: React.ReactNode }) {
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
