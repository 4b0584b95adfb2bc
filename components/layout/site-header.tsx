import Link from "next/link";
import { useTranslations } from "next-intl";

import { CartButton } from "@/components/layout/cart-button";
import { LogoutButton } from "@/components/layout/logout-button";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { HeaderFrame } from "@/components/layout/header-frame";
import { buttonVariants } from "@/components/ui/button-variants";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { homeAreaFor, type AppUser } from "@/lib/auth/types";
import { displayName } from "@/lib/format";
import { mobileMenuFor, type NavContext } from "@/lib/nav";

export type SiteHeaderProps = {
  user: AppUser | null;
  context: NavContext;
  /** Server action that signs out; the 'Sair' buttons post to it. */
  logoutAction?: () => Promise<void>;
};

/** product.md §2 "Header and menus": banner, logo, 'Para Empresas', then visitor or account actions. */
export function SiteHeader({ user, context, logoutAction }: SiteHeaderProps) {
  const t = useTranslations("header");
  const tNav = useTranslations("nav");
  const name = user ? displayName(user) : undefined;
  return (
    <HeaderFrame
      navExtra={
        user ? null : (
          <>
            <Link href="/cadastro" className={buttonVariants({ variant: "outline" })}>
              {tNav("register")}
            </Link>
            <Link href="/login" className={buttonVariants()}>
              {tNav("login")}
            </Link>
          </>
        )
      }
      actions={
        <>
          {user ? (
            <div className="hidden items-center gap-1 md:flex">
              <Link href={homeAreaFor(user.type)} className={buttonVariants({ variant: "outline" })}>
                <SpriteIcon name="user-round" />
                <span className="sr-only">{t("myPanel")}</span>{" "}
                <span className="max-w-40 truncate">{name}</span>
              </Link>
              {logoutAction ? <LogoutButton action={logoutAction} /> : null}
            </div>
          ) : null}
          {/* product.md §6, widened by product.md D13: visitors (who sign in at checkout) and clientes shop; no other
              type buys. Last before the menu toggle, the same slot HeaderFallback keeps, so nothing shifts. */}
          {user === null || user.type === "cliente" ? <CartButton /> : null}
          <MobileMenu items={mobileMenuFor(user, context)} signedInAs={name} logoutAction={logoutAction} />
        </>
      }
    />
  );
}
