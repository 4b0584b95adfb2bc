import { AccountMessages } from "@/components/i18n/account-messages";
import { SiteLogo } from "@/components/layout/site-logo";

/** Sign-in and sign-up: a centred card under the logo, no storefront chrome. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <AccountMessages>
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted px-4 py-10">
        <SiteLogo />
        <div className="w-full max-w-md">{children}</div>
      </main>
    </AccountMessages>
  );
}
