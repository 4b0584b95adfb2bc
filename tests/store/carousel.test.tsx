import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Link from "next/link";
import { describe, expect, it, vi } from "vitest";

import { Carousel } from "@/components/store/carousel";
import { CategoryStripScroller } from "@/components/store/category-strip-scroller";
import { renderWithIntl } from "@/tests/support/render";

describe("Carousel (product.md §9: 300 px per click)", () => {
  it("names its region after the title and scrolls 300 px back and forth", async () => {
    const scrollBy = vi.spyOn(Element.prototype, "scrollBy").mockImplementation(() => {});
    renderWithIntl(
      <Carousel title="Produtos em destaque">
        <Link href="/product/1">Um</Link>
        <Link href="/product/2">Dois</Link>
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Produtos em destaque" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Próximos: Produtos em destaque" }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    await userEvent.click(screen.getByRole("button", { name: "Anteriores: Produtos em destaque" }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));
    expect(scrollBy.mock.contexts.at(-1)).toBe(region);
    scrollBy.mockRestore();
  });

  it("keeps every item reachable with Tab", async () => {
    renderWithIntl(
      <Carousel title="Empresas">
        <Link href="/company/1">Loja 1</Link>
        <Link href="/company/2">Loja 2</Link>
      </Carousel>,
    );
    const user = userEvent.setup();
    await user.tab(); // previous
    await user.tab(); // next
    await user.tab(); // the scrolling region
    expect(screen.getByRole("region", { name: "Empresas" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Loja 1" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Loja 2" })).toHaveFocus();
  });
});

describe("Category strip buttons (product.md §9: 200 px)", () => {
  it("scroll the row 200 px and are hidden on mobile", async () => {
    const scrollBy = vi.spyOn(Element.prototype, "scrollBy").mockImplementation(() => {});
    renderWithIntl(
      <CategoryStripScroller>
        <Link href="/">Todos</Link>
      </CategoryStripScroller>,
    );
    const right = screen.getByRole("button", { name: "Rolar categorias para a direita" });
    const left = screen.getByRole("button", { name: "Rolar categorias para a esquerda" });
    expect(right).toHaveClass("hidden", "md:inline-flex");
    await userEvent.click(right);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 200 }));
    await userEvent.click(left);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -200 }));
    scrollBy.mockRestore();
  });
});
