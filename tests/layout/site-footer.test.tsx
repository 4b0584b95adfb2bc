import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { FooterContent } from "@/components/layout/footer-content";
import { SessionHeader } from "@/components/auth/header-with-session";
import type { AppUser } from "@/lib/auth/types";
import { DEFAULT_PLATFORM_CONTACT } from "@/lib/settings/platform-contact";
import { renderWithIntl } from "@/tests/support/render";

const prefetch = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ prefetch }) }));
vi.mock("@/lib/auth/actions/logout", () => ({ logout: vi.fn() }));
vi.mock("@/components/cart/cart-provider", () => ({ useCart: () => ({ count: 0 }) }));

const cliente: AppUser = {
  id: "3f0c8f4e-8f57-4b8e-9a57-0c8f3d1a2b3c",
  email: "cliente@vitrine.example",
  name: "Ana Souza",
  type: "cliente",
  profile: { nome_completo: "Ana Souza", nome_mostrado: "Ana Souza", telefone: null, avaliacao: null },
};

// the header's account part is its own chunk (components/auth/header-with-session.tsx): loaded once here, so
// a test's flushed timers resolve the lazy import as a browser that already fetched it would
beforeAll(async () => {
  await import("@/components/layout/site-header");
});

const fetchMock = vi.fn<typeof fetch>();
const answer = (user: AppUser | null) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ user }), { status: 200 }));

beforeEach(() => {
  prefetch.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  answer(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Renders the footer and lets /api/session answer. */
async function renderFooter() {
  renderWithIntl(<FooterContent year="2026" contact={DEFAULT_PLATFORM_CONTACT} />);
  await act(async () => {});
}

const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Navegação" }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

describe("site footer", () => {
  it("a visitor gets Para Empresas, Carrinho, Entrar and Cadastrar", async () => {
    await renderFooter();
    expect(navLinks()).toEqual([
      ["Para Empresas", "/para-empresas"],
      ["Carrinho", "/cart"],
      ["Entrar", "/login"],
      ["Cadastrar", "/cadastro"],
    ]);
  });

  it("product.md D13: a signed-in cliente gets no Entrar or Cadastrar, but their own panel", async () => {
    answer(cliente);
    await renderFooter();
    expect(navLinks()).toEqual([
      ["Para Empresas", "/para-empresas"],
      ["Carrinho", "/cart"],
      ["Meu Painel", "/customer"],
    ]);
  });

  it("shows neither while the session is still being read, so 'Entrar' never flashes", () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderWithIntl(<FooterContent year="2026" contact={DEFAULT_PLATFORM_CONTACT} />);
    expect(navLinks().map(([label]) => label)).toEqual(["Para Empresas", "Carrinho"]);
  });

  it("asks /api/session once for the header and the footer together", async () => {
    answer(cliente);
    renderWithIntl(
      <>
        <SessionHeader />
        <FooterContent year="2026" contact={DEFAULT_PLATFORM_CONTACT} />
      </>,
    );
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("link", { name: "Entrar" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Meu Painel" })).toHaveAttribute("href", "/customer");
  });

  it("links Termos de uso, Política de privacidade and Ajuda for everybody", async () => {
    answer(cliente);
    await renderFooter();
    const info = screen.getByRole("navigation", { name: "Informações" });
    expect(
      within(info)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Termos de uso", "/termos"],
      ["Política de privacidade", "/privacidade"],
      ["Ajuda", "/ajuda"],
    ]);
  });

  it("prints the year as written, without a thousands separator", async () => {
    await renderFooter();
    expect(screen.getByText("© 2026 Vitrine. Todos os direitos reservados.")).toBeInTheDocument();
  });

  it("shows a contact e-mail link and the opening hours", async () => {
    await renderFooter();
    expect(screen.getByRole("link", { name: "contato@vitrine.com.br" })).toHaveAttribute(
      "href",
      "mailto:contato@vitrine.com.br",
    );
    expect(screen.getByText(/Atendimento de segunda a sábado/)).toBeInTheDocument();
  });

  it("shows the contact /admin/settings keeps: another e-mail, a WhatsApp link and the hours as saved", async () => {
    renderWithIntl(
      <FooterContent
        year="2026"
        contact={{
          email: "ajuda@vitrine.com.br",
          whatsapp: "(31) 99999-8888",
          hours: "todos os dias, das 7h às 22h",
        }}
      />,
    );
    await act(async () => {});
    expect(screen.getByRole("link", { name: "ajuda@vitrine.com.br" })).toHaveAttribute(
      "href",
      "mailto:ajuda@vitrine.com.br",
    );
    expect(screen.getByRole("link", { name: "WhatsApp (31) 99999-8888" })).toHaveAttribute(
      "href",
      "https://wa.me/5531999998888",
    );
    expect(screen.getByText("Atendimento todos os dias, das 7h às 22h.")).toBeInTheDocument();
  });

  it("shows no WhatsApp line when none is saved", async () => {
    await renderFooter();
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("lists categories only when given", async () => {
    const { unmount } = renderWithIntl(<FooterContent year="2026" contact={DEFAULT_PLATFORM_CONTACT} />);
    expect(screen.queryByRole("navigation", { name: "Categorias" })).not.toBeInTheDocument();
    unmount();
    renderWithIntl(
      <FooterContent
        year="2026"
        contact={DEFAULT_PLATFORM_CONTACT}
        categories={[
          { name: "Restaurantes", href: "/?categoria=restaurantes" },
          { name: "Farmácia", href: "/?categoria=farmacia" },
        ]}
      />,
    );
    await act(async () => {});
    const nav = screen.getByRole("navigation", { name: "Categorias" });
    expect(within(nav).getByRole("link", { name: "Farmácia" })).toHaveAttribute(
      "href",
      "/?categoria=farmacia",
    );
  });

  // product.md D12: on a desktop the footer is on screen at load; its links are the frame, not the catalogue
  it("asks for a link's page when the pointer or the keyboard reaches it, not while it is only on screen", async () => {
    renderWithIntl(
      <FooterContent
        year="2026"
        contact={DEFAULT_PLATFORM_CONTACT}
        categories={[{ name: "Farmácia", href: "/?categoria=farmacia" }]}
      />,
    );
    await act(async () => {});
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole("link", { name: "Termos de uso" }));
    expect(prefetch).toHaveBeenLastCalledWith("/termos");
    act(() => screen.getByRole("link", { name: "Farmácia" }).focus());
    expect(prefetch).toHaveBeenLastCalledWith("/?categoria=farmacia");
    fireEvent.touchStart(screen.getByRole("link", { name: "Carrinho" }));
    expect(prefetch).toHaveBeenLastCalledWith("/cart");
    // a session link, which arrives with /api/session's answer
    fireEvent.pointerEnter(screen.getByRole("link", { name: "Entrar" }));
    expect(prefetch).toHaveBeenLastCalledWith("/login");
  });

  it("the logo leads home", async () => {
    await renderFooter();
    expect(screen.getByRole("link", { name: "Vitrine, página inicial" })).toHaveAttribute("href", "/");
  });
});
