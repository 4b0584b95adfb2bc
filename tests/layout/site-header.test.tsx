import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { SiteHeader } from "@/components/layout/site-header";
import { ACCOUNT_TYPES, homeAreaFor, type AccountType, type AppUser } from "@/lib/auth/types";
import { mobileMenuFor, type NavContext } from "@/lib/nav";
import messages from "@/messages/pt-BR.json";
import { renderWithIntl } from "@/tests/support/render";

const cart = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/components/cart/cart-provider", () => ({ useCart: () => cart }));
const nav = vi.hoisted(() => ({ pathname: "/", prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ prefetch: nav.prefetch }),
}));

function userOf(type: AccountType, overrides: Partial<AppUser> = {}): AppUser {
  return {
    id: `id-${type}`,
    email: `${type}@vitrine.test`,
    name: type,
    type,
    profile: { nome_completo: null, nome_mostrado: `Nome ${type}`, telefone: null, avaliacao: null },
    ...overrides,
  };
}

const logout = vi.fn(async () => {});

beforeEach(() => {
  cart.count = 0;
  nav.pathname = "/";
  nav.prefetch.mockClear();
  logout.mockClear();
});

describe("SiteHeader for a visitor", () => {
  it("shows the banner, the logo home, 'Para Empresas', 'Cadastrar' and 'Entrar'", () => {
    renderWithIntl(<SiteHeader user={null} context="index" />);
    expect(screen.getByText("Frete grátis acima de R$ 50!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vitrine, página inicial" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Para Empresas" })).toHaveAttribute("href", "/para-empresas");
    expect(screen.getByRole("link", { name: "Cadastrar" })).toHaveAttribute("href", "/cadastro");
    expect(screen.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
  });

  // product.md D12: on a desktop they are on screen at every load, and rarely the next click
  it("asks for 'Cadastrar' and 'Entrar' only when the pointer or the keyboard reaches them", () => {
    renderWithIntl(<SiteHeader user={null} context="index" />);
    expect(nav.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole("link", { name: "Cadastrar" }));
    expect(nav.prefetch).toHaveBeenLastCalledWith("/cadastro");
    act(() => screen.getByRole("link", { name: "Entrar" }).focus());
    expect(nav.prefetch).toHaveBeenLastCalledWith("/login");
  });

  it("has the cart with its count (product.md D13), but no panel and no 'Sair'", () => {
    cart.count = 2;
    renderWithIntl(<SiteHeader user={null} context="index" logoutAction={logout} />);
    const cartLink = screen.getByRole("link", { name: "Carrinho, 2 itens" });
    expect(cartLink).toHaveAttribute("href", "/cart");
    expect(within(cartLink).getByTestId("cart-count")).toHaveTextContent("2");
    expect(screen.queryByRole("link", { name: /meu painel/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sair" })).not.toBeInTheDocument();
  });
});

describe("SiteHeader for a signed-in user (product.md §2, product.md §6)", () => {
  // The cart keeps one slot for everyone who has it: last before the menu toggle, as in the storefront header
  // while the session loads.
  it.each([null, userOf("cliente")])("the cart comes right before the menu toggle (%#)", (user) => {
    renderWithIntl(<SiteHeader user={user} context="index" logoutAction={logout} />);
    const cartLink = screen.getByRole("link", { name: /^Carrinho/ });
    expect(cartLink.nextElementSibling).toBe(screen.getByRole("button", { name: "Abrir menu" }));
  });

  it.each(ACCOUNT_TYPES)("%s: panel link to its area, display name and 'Sair'; no visitor links", (type) => {
    cart.count = 3;
    renderWithIntl(<SiteHeader user={userOf(type)} context="index" logoutAction={logout} />);
    const panel = screen.getByRole("link", { name: `Meu painel: Nome ${type}` });
    expect(panel).toHaveAttribute("href", homeAreaFor(type));
    expect(screen.getByRole("button", { name: "Sair" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Entrar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Cadastrar" })).not.toBeInTheDocument();
    const cartLink = screen.queryByRole("link", { name: /carrinho/i });
    if (type === "cliente") {
      expect(cartLink).toHaveAttribute("href", "/cart");
      expect(cartLink).toHaveAccessibleName("Carrinho, 3 itens");
      expect(within(cartLink!).getByText("3")).toBeInTheDocument();
    } else {
      expect(cartLink).not.toBeInTheDocument();
    }
  });

  it.each([
    [0, "Carrinho, vazio", null],
    [1, "Carrinho, 1 item", "1"],
    [120, "Carrinho, 120 itens", "99+"],
  ])("cart with %s items reads %j and shows badge %j", (count, label, badge) => {
    cart.count = count;
    renderWithIntl(<SiteHeader user={userOf("cliente")} context="index" />);
    const cartLink = screen.getByRole("link", { name: label });
    if (badge) expect(within(cartLink).getByTestId("cart-count")).toHaveTextContent(badge);
    else expect(within(cartLink).queryByTestId("cart-count")).not.toBeInTheDocument();
  });

  it.each([
    ["Apelido", "qualquer@vitrine.test", "Apelido"],
    [null, "ana@vitrine.test", "ana"],
    [null, "joaquimdasilvasauro@vitrine.test", "joaquimdasilvas"],
    ["   ", "exatamente15car@vitrine.test", "exatamente15car"],
  ])("nome_mostrado %j with e-mail %s shows %j (15-character cut)", (nickname, email, shown) => {
    const user = userOf("cliente", {
      email,
      profile: { nome_completo: null, nome_mostrado: nickname, telefone: null, avaliacao: null },
    });
    renderWithIntl(<SiteHeader user={user} context="index" />);
    expect(screen.getByRole("link", { name: `Meu painel: ${shown}` })).toBeInTheDocument();
  });

  it("'Sair' submits the logout action", async () => {
    renderWithIntl(<SiteHeader user={userOf("empresa")} context="index" logoutAction={logout} />);
    await userEvent.click(screen.getByRole("button", { name: "Sair" }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});

const labels: Record<string, string> = messages.nav;
const combos: [AccountType | "visitante", NavContext][] = (["visitante", ...ACCOUNT_TYPES] as const).flatMap(
  (type) =>
    (["index", "dashboard"] as const).map((context): [AccountType | "visitante", NavContext] => [
      type,
      context,
    ]),
);

describe("mobile menu (product.md §2)", () => {
  it.each(combos)("%s in the %s context lists its menu in the sheet", async (type, context) => {
    const user = type === "visitante" ? null : userOf(type);
    renderWithIntl(<SiteHeader user={user} context={context} logoutAction={logout} />);
    const toggle = screen.getByRole("button", { name: "Abrir menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const expected = mobileMenuFor(user, context);
    const links = within(sheet)
      .queryAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual(
      expected.flatMap((item) => (item.kind === "link" ? [[labels[item.labelKey], item.href]] : [])),
    );
    const hasLogout = expected.some((item) => item.kind === "logout");
    expect(within(sheet).queryByRole("button", { name: "Sair" }) !== null).toBe(hasLogout);
  });

  it("a visitor's sheet offers Entrar, Cadastrar, Para Empresas and Carrinho; Escape closes it and focus returns to the toggle", async () => {
    renderWithIntl(<SiteHeader user={null} context="index" />);
    const toggle = screen.getByRole("button", { name: "Abrir menu" });
    expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    const names = within(sheet)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(names).toEqual(["Entrar", "Cadastrar", "Para Empresas", "Carrinho"]);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("admin in the dashboard context sees only 'Sair', and it signs out", async () => {
    renderWithIntl(<SiteHeader user={userOf("admin")} context="dashboard" logoutAction={logout} />);
    await userEvent.click(screen.getByRole("button", { name: "Abrir menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(sheet).queryAllByRole("link")).toHaveLength(0);
    expect(within(sheet).getByText("Conectado como Nome admin")).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: "Sair" }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it("marks the current page in a dashboard menu", async () => {
    nav.pathname = "/customer/orders";
    renderWithIntl(<SiteHeader user={userOf("cliente")} context="dashboard" logoutAction={logout} />);
    await userEvent.click(screen.getByRole("button", { name: "Abrir menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(sheet).getByRole("link", { name: "Meus Pedidos" })).toHaveAttribute("aria-current", "page");
    expect(within(sheet).getByRole("link", { name: "Painel" })).not.toHaveAttribute("aria-current");
  });
});
