import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FooterContent } from "@/components/layout/footer-content";
import { renderWithIntl } from "@/tests/support/render";

describe("site footer", () => {
  it("links to Para Empresas, Entrar, Cadastrar and Carrinho", () => {
    renderWithIntl(<FooterContent year="2026" />);
    const nav = screen.getByRole("navigation", { name: "Navegação" });
    const links = within(nav)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Para Empresas", "/para-empresas"],
      ["Entrar", "/login"],
      ["Cadastrar", "/cadastro"],
      ["Carrinho", "/cart"],
    ]);
  });

  it("prints the year as written, without a thousands separator", () => {
    renderWithIntl(<FooterContent year="2026" />);
    expect(screen.getByText("© 2026 Vitrine. Todos os direitos reservados.")).toBeInTheDocument();
  });

  it("shows a contact e-mail link and the opening hours", () => {
    renderWithIntl(<FooterContent year="2026" />);
    expect(screen.getByRole("link", { name: "contato@vitrine.com.br" })).toHaveAttribute(
      "href",
      "mailto:contato@vitrine.com.br",
    );
    expect(screen.getByText(/Atendimento de segunda a sábado/)).toBeInTheDocument();
  });

  it("lists categories only when given", () => {
    const { unmount } = renderWithIntl(<FooterContent year="2026" />);
    expect(screen.queryByRole("navigation", { name: "Categorias" })).not.toBeInTheDocument();
    unmount();
    renderWithIntl(
      <FooterContent
        year="2026"
        categories={[
          { name: "Restaurantes", href: "/?categoria=restaurantes" },
          { name: "Farmácia", href: "/?categoria=farmacia" },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Categorias" });
    expect(within(nav).getByRole("link", { name: "Farmácia" })).toHaveAttribute(
      "href",
      "/?categoria=farmacia",
    );
  });

  it("the logo leads home", () => {
    renderWithIntl(<FooterContent year="2026" />);
    expect(screen.getByRole("link", { name: "Vitrine, página inicial" })).toHaveAttribute("href", "/");
  });
});
