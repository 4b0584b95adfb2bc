import { homeAreaFor, type AccountType, type AppUser } from "@/lib/auth/types";

/** Keys of the `nav` message namespace: menus are data, their labels live in the catalogue. */
export type NavLabelKey =
  | "panel"
  | "dashboard"
  | "myOrders"
  | "myProfile"
  | "coupons"
  | "notices"
  | "settings"
  | "changePassword"
  | "products"
  | "orders"
  | "reports"
  | "campaigns"
  | "ads"
  | "billing"
  | "companies"
  | "administrators"
  | "categories"
  | "plans"
  | "layout"
  | "myPanel"
  | "login"
  | "register"
  | "forCompanies"
  | "cart"
  | "logout";

export type NavLink = { href: string; labelKey: NavLabelKey };

export type Area = "customer" | "company" | "courier" | "advertiser" | "admin";

/** product.md §2 route table: each signed-in area's links, shared by the mobile menu and the area sidebars. */
export const AREA_NAV: Record<Area, readonly NavLink[]> = {
  customer: [
    { href: "/customer", labelKey: "panel" },
    { href: "/customer/orders", labelKey: "myOrders" },
    { href: "/customer/profile", labelKey: "myProfile" },
    { href: "/customer/cupons", labelKey: "coupons" },
    { href: "/customer/avisos", labelKey: "notices" },
    { href: "/customer/config", labelKey: "settings" },
    { href: "/customer/change-password", labelKey: "changePassword" },
  ],
  company: [
    { href: "/company", labelKey: "panel" },
    { href: "/company/produtos", labelKey: "products" },
    { href: "/company/pedidos", labelKey: "orders" },
    { href: "/company/cupons", labelKey: "coupons" },
    { href: "/company/relatorios", labelKey: "reports" },
    { href: "/company/avisos", labelKey: "notices" },
    { href: "/company/config", labelKey: "settings" },
    { href: "/company/change-password", labelKey: "changePassword" },
  ],
  // product.md §6: a courier lands on /company too, but never sees the owner's screens
  courier: [
    { href: "/entregador", labelKey: "panel" },
    { href: "/entregador/change-password", labelKey: "changePassword" },
  ],
  advertiser: [
    { href: "/advertiser", labelKey: "panel" },
    { href: "/advertiser/campaigns", labelKey: "campaigns" },
    { href: "/advertiser/ads", labelKey: "ads" },
    { href: "/advertiser/reports", labelKey: "reports" },
    { href: "/advertiser/billing", labelKey: "billing" },
    { href: "/advertiser/settings", labelKey: "settings" },
    { href: "/advertiser/change-password", labelKey: "changePassword" },
  ],
  admin: [
    { href: "/admin", labelKey: "dashboard" },
    { href: "/admin/companies", labelKey: "companies" },
    { href: "/admin/users", labelKey: "administrators" },
    { href: "/admin/categories", labelKey: "categories" },
    { href: "/admin/plans", labelKey: "plans" },
    { href: "/admin/layout", labelKey: "layout" },
    { href: "/admin/settings", labelKey: "settings" },
    { href: "/admin/reports", labelKey: "reports" },
    { href: "/admin/change-password", labelKey: "changePassword" },
  ],
};

/**
 * product.md §6: the area whose menu an account type works with. An entregador lands on /company like the store's
 * owner, but has a menu of their own (their screen at /entregador), never the owner's.
 */
export function areaFor(type: AccountType): Area {
  switch (type) {
    case "cliente":
      return "customer";
    case "empresa":
      return "company";
    case "entregador":
      return "courier";
    case "anunciante":
      return "advertiser";
    case "admin":
    case "superadmin":
      return "admin";
  }
}

export type NavContext = "index" | "dashboard";

export type MenuItem =
  { kind: "link"; href: string; labelKey: NavLabelKey } | { kind: "logout"; labelKey: "logout" };

const LOGOUT: MenuItem = { kind: "logout", labelKey: "logout" };

const VISITOR_MENU: readonly MenuItem[] = [
  { kind: "link", href: "/login", labelKey: "login" },
  { kind: "link", href: "/cadastro", labelKey: "register" },
  { kind: "link", href: "/para-empresas", labelKey: "forCompanies" },
  { kind: "link", href: "/cart", labelKey: "cart" },
];

/** product.md §2 "Header and menus": the slide-out mobile menu for a user type in the index or dashboard context. */
export function mobileMenuFor(user: AppUser | null, context: NavContext): readonly MenuItem[] {
  if (!user) return VISITOR_MENU;
  if (context === "index") {
    // product.md §2 names the other types; the entregador's panel is real too now (their screen, via /company)
    return [{ kind: "link", href: homeAreaFor(user.type), labelKey: "myPanel" }, LOGOUT];
  }
  // product.md §2: admin and superadmin get only 'Sair'; their area has its own sidebar.
  if (user.type === "admin" || user.type === "superadmin") return [LOGOUT];
  // product.md §2 names cliente and empresa; anunciante and entregador follow the same rule with their
  // own area's links, as the sidebar of that area shows them.
  const links = AREA_NAV[areaFor(user.type)].map((link): MenuItem => ({ kind: "link", ...link }));
  return [...links, LOGOUT];
}
