import { useTranslations } from "next-intl";

import { CartButton } from "@/components/layout/cart-button";
import { LogoutButton } from "@/components/layout/logout-button";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { HeaderFrame } from "@/components/layout/header-frame";
import { buttonVariants } from "@/components/ui/button-variants";
import { IntentLink } from "@/components/ui/intent-link";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { hasCart, homeAreaFor, type AppUser } from "@/lib/auth/types";
import { displayName } from "@/lib/format";
import { mobileMenuFor, type NavContext } from "@/lib/nav";

export type SiteHeaderProps = {
  user: AppUser | null;
  context: NavContext;
  /** Server action that signs out; the 'Sair' buttons post to it. */
  logoutAction?: () => Promise<void>;
};

/** The desktop navigation's 'Cadastrar' and 'Entrar', for visitors only. */
export function VisitorLinks({ user }: Pick<SiteHeaderProps, "user">) {
  const tNav = useTranslations("nav");
  if (user) return null;
  return (
    <>
      <IntentLink href="/cadastro" className={buttonVariants({ variant: "outline" })}>
        {tNav("register")}
      </IntentLink>
      <IntentLink href="/login" className={buttonVariants()}>
        {tNav("login")}
      </IntentLink>
    </>
  );
}

/** Desktop: the button to the user's own panel, with the display name, and 'Sair'; nothing for a visitor. */
export function AccountButtons({ user, logoutAction }: Omit<SiteHeaderProps, "context">) {
  const t = useTranslations("header");
  if (!user) return null;
  return (
    <div className="hidden items-center gap-1 md:flex">
      <IntentLink href={homeAreaFor(user.type)} className={buttonVariants({ variant: "outline" })}>
        <SpriteIcon name="user-round" />
        <span className="sr-only">{t("myPanel")}</span>{" "}
        <span className="max-w-40 truncate">{displayName(user)}</span>
      </IntentLink>
      {logoutAction ? <LogoutButton action={logoutAction} /> : null}
    </div>
  );
}

/** Mobile: the menu toggle and its slide-out menu, with the links of the user's type. */
export function HeaderMenu({ user, context, logoutAction }: SiteHeaderProps) {
  return (
    <MobileMenu
      items={mobileMenuFor(user, context)}
      signedInAs={user ? displayName(user) : undefined}
      logoutAction={logoutAction}
    />
  );
}

/**
 * product.md §2 "Header and menus": banner, logo, 'Para Empresas', then visitor or account actions. The
 * storefront's header (components/auth/header-with-session.tsx) places the same parts in the same slots once the
 * session is known.
 */
export function SiteHeader({ user, context, logoutAction }: SiteHeaderProps) {
  return (
    <HeaderFrame
      navExtra={<VisitorLinks user={user} />}
      actions={
        <>
          <AccountButtons user={user} logoutAction={logoutAction} />
          {/* last before the menu toggle, the slot the storefront header keeps while loading: nothing shifts */}
          {hasCart(user) ? <CartButton /> : null}
          <HeaderMenu user={user} context={context} logoutAction={logoutAction} />
        </>
      }
    />
  );
}
