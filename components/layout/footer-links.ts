import type { Session } from "@/components/session/use-session";
import { homeAreaFor } from "@/lib/auth/types";
import type { NavLink } from "@/lib/nav";

/** The footer's links that are the same for everybody. */
export const FOOTER_LINKS: readonly NavLink[] = [
  { href: "/para-empresas", labelKey: "forCompanies" },
  { href: "/cart", labelKey: "cart" },
];

/**
 * product.md D13: the footer follows the session like the header. A visitor gets 'Entrar' and 'Cadastrar', a
 * signed-in account its own panel; nothing while the session is read, so 'Entrar' never flashes.
 */
export function footerAccountLinks(session: Session): NavLink[] {
  if (session.state === "loading") return [];
  if (!session.user) {
    return [
      { href: "/login", labelKey: "login" },
      { href: "/cadastro", labelKey: "register" },
    ];
  }
  return [{ href: homeAreaFor(session.user.type), labelKey: "myPanel" }];
}
