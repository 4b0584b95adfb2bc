import { describe, expect, it } from "vitest";

import { ACCOUNT_TYPES, type AccountType, type AppUser } from "@/lib/auth/types";
import { AREA_NAV, areaFor, mobileMenuFor, type MenuItem, type NavContext } from "@/lib/nav";
import messages from "@/messages/pt-BR.json";

function userOf(type: AccountType): AppUser {
  return {
    id: `id-${type}`,
    email: `${type}@vitrine.test`,
    name: type,
    type,
    profile: { nome_completo: null, nome_mostrado: null, telefone: null, avaliacao: null },
  };
}

/** Menu items as "label -> href" lines, in the catalogue's words, so the table reads like the screen. */
function describeMenu(items: readonly MenuItem[]): string[] {
  const labels: Record<string, string> = messages.nav;
  return items.map((item) => `${labels[item.labelKey]} -> ${item.kind === "link" ? item.href : "(sair)"}`);
}

const SAIR = "Sair -> (sair)";
const CUSTOMER = [
  "Painel -> /customer",
  "Meus Pedidos -> /customer/orders",
  "Meu Perfil -> /customer/profile",
  "Cupons -> /customer/cupons",
  "Avisos -> /customer/avisos",
  "Configurações -> /customer/config",
  "Alterar Senha -> /customer/change-password",
];
const COMPANY = [
  "Painel -> /company",
  "Produtos -> /company/produtos",
  "Pedidos -> /company/pedidos",
  "Cupons -> /company/cupons",
  "Relatórios -> /company/relatorios",
  "Avisos -> /company/avisos",
  "Configurações -> /company/config",
  "Alterar Senha -> /company/change-password",
];
// product.md §6: the courier lands on /company but works with a menu of their own, never the owner's screens.
const COURIER = ["Painel -> /entregador", "Alterar Senha -> /entregador/change-password"];
const ADVERTISER = [
  "Painel -> /advertiser",
  "Campanhas -> /advertiser/campaigns",
  "Anúncios -> /advertiser/ads",
  "Relatórios -> /advertiser/reports",
  "Faturamento -> /advertiser/billing",
  "Configurações -> /advertiser/settings",
  "Alterar Senha -> /advertiser/change-password",
];
const VISITOR = [
  "Entrar -> /login",
  "Cadastrar -> /cadastro",
  "Para Empresas -> /para-empresas",
  "Carrinho -> /cart",
];

const table: [AccountType | "visitante", NavContext, string[]][] = [
  ["visitante", "index", VISITOR],
  ["visitante", "dashboard", VISITOR],
  ["cliente", "index", ["Meu Painel -> /customer", SAIR]],
  ["empresa", "index", ["Meu Painel -> /company", SAIR]],
  ["anunciante", "index", ["Meu Painel -> /advertiser", SAIR]],
  ["admin", "index", ["Meu Painel -> /admin", SAIR]],
  ["superadmin", "index", ["Meu Painel -> /admin", SAIR]],
  ["entregador", "index", ["Meu Painel -> /company", SAIR]],
  ["cliente", "dashboard", [...CUSTOMER, SAIR]],
  ["empresa", "dashboard", [...COMPANY, SAIR]],
  ["anunciante", "dashboard", [...ADVERTISER, SAIR]],
  ["entregador", "dashboard", [...COURIER, SAIR]],
  ["admin", "dashboard", [SAIR]],
  ["superadmin", "dashboard", [SAIR]],
];

describe("mobile menu by user type and context (product.md §2 Header and menus)", () => {
  it.each(table)("%s in the %s context", (who, context, expected) => {
    const user = who === "visitante" ? null : userOf(who);
    expect(describeMenu(mobileMenuFor(user, context))).toEqual(expected);
  });

  it("covers every account type in both contexts", () => {
    for (const type of ACCOUNT_TYPES) {
      for (const context of ["index", "dashboard"] as const) {
        expect(table.some(([who, ctx]) => who === type && ctx === context)).toBe(true);
      }
    }
  });
});

describe("area links", () => {
  it("the admin area lists its nine screens, Dashboard first", () => {
    expect(AREA_NAV.admin.map((link) => `${messages.nav[link.labelKey]} -> ${link.href}`)).toEqual([
      "Dashboard -> /admin",
      "Empresas -> /admin/companies",
      "Administradores -> /admin/users",
      "Categorias -> /admin/categories",
      "Planos -> /admin/plans",
      "Layout -> /admin/layout",
      "Configurações -> /admin/settings",
      "Relatórios -> /admin/reports",
      "Alterar Senha -> /admin/change-password",
    ]);
  });

  it.each([
    ["cliente", "customer"],
    ["empresa", "company"],
    ["entregador", "courier"],
    ["anunciante", "advertiser"],
    ["admin", "admin"],
    ["superadmin", "admin"],
  ] as const)("%s works with the %s menu (product.md §6)", (type, area) => {
    expect(areaFor(type)).toBe(area);
  });

  it("every label key has a Portuguese text in the catalogue", () => {
    const keys = Object.values(AREA_NAV)
      .flat()
      .map((link) => link.labelKey);
    for (const key of keys) expect(messages.nav[key]).toMatch(/\S/);
  });
});
