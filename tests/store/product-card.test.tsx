import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ProductCard } from "@/components/store/product-card";
import { renderWithIntl } from "@/tests/support/render";

import { makeCompany, makeProduct, MONDAY_NIGHT, MONDAY_NOON } from "./fixtures";

const company = makeCompany();

function setClock(now: Date) {
  vi.useFakeTimers({ now, toFake: ["Date"] });
}

describe("ProductCard (spec 2, spec 4)", () => {
  beforeEach(() => setClock(MONDAY_NOON));
  afterEach(() => vi.useRealTimers());

  it("shows image, name, company, price and links to the product page", () => {
    renderWithIntl(
      <ProductCard product={makeProduct()} company={company} renderedAt={MONDAY_NOON.getTime()} />,
    );
    expect(screen.getByRole("link", { name: "Pão de queijo" })).toHaveAttribute(
      "href",
      "/product/2b7c9a10-0000-4000-8000-0000000000a1",
    );
    expect(screen.getByRole("img", { name: "Pão de queijo" })).toBeInTheDocument();
    expect(screen.getByText("Padaria Teste")).toBeInTheDocument();
    expect(screen.getByText("R$ 7,50")).toBeInTheDocument();
    expect(screen.queryByText("Destaque")).not.toBeInTheDocument();
    expect(screen.queryByText("Indisponível")).not.toBeInTheDocument();
    expect(screen.queryByText("Empresa Fechada")).not.toBeInTheDocument();
  });

  it("marks a featured product with 'Destaque' and can hide the company line", () => {
    renderWithIntl(
      <ProductCard
        product={makeProduct({ featured: true })}
        company={company}
        renderedAt={0}
        showCompany={false}
      />,
    );
    expect(screen.getByText("Destaque")).toBeInTheDocument();
    expect(screen.queryByText("Padaria Teste")).not.toBeInTheDocument();
  });

  it("has no add button without a handler (spec 6)", () => {
    renderWithIntl(<ProductCard product={makeProduct()} company={company} renderedAt={0} />);
    expect(screen.queryByRole("button", { name: "Adicionar ao Carrinho" })).not.toBeInTheDocument();
  });

  it("adds an available product of an open company", async () => {
    const onAdd = vi.fn();
    const product = makeProduct();
    renderWithIntl(<ProductCard product={product} company={company} renderedAt={0} onAdd={onAdd} />);
    const button = screen.getByRole("button", { name: "Adicionar ao Carrinho" });
    expect(button).toHaveAccessibleDescription("Pão de queijo");
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(product);
  });

  it.each([
    ["unavailable product", makeProduct({ available: false }), MONDAY_NOON, "Indisponível", "unavailable"],
    ["company closed now", makeProduct(), MONDAY_NIGHT, "Empresa Fechada", "company_closed"],
    [
      "both: the product reason wins",
      makeProduct({ available: false }),
      MONDAY_NIGHT,
      "Indisponível",
      "unavailable",
    ],
  ])("%s -> overlay %j and a disabled add button", async (_label, product, now, overlay, state) => {
    setClock(now);
    const onAdd = vi.fn();
    const { container } = renderWithIntl(
      <ProductCard product={product} company={company} renderedAt={now.getTime()} onAdd={onAdd} />,
    );
    expect(screen.getByText(overlay)).toBeInTheDocument();
    expect(container.querySelector("article")).toHaveAttribute("data-state", state);
    const button = screen.getByRole("button", { name: "Adicionar ao Carrinho" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("a closed company's card says when it opens, and that reason describes the disabled add button", () => {
    setClock(MONDAY_NIGHT);
    renderWithIntl(
      <ProductCard
        product={makeProduct()}
        company={company}
        renderedAt={MONDAY_NIGHT.getTime()}
        onAdd={vi.fn()}
      />,
    );
    expect(screen.getByText("Abre amanhã às 08:00")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Adicionar ao Carrinho" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Pão de queijo Empresa Fechada Abre amanhã às 08:00");
  });

  it("uses the browser clock, not the render time, once on the client", () => {
    setClock(MONDAY_NIGHT);
    renderWithIntl(
      <ProductCard product={makeProduct()} company={company} renderedAt={MONDAY_NOON.getTime()} />,
    );
    expect(screen.getByText("Empresa Fechada")).toBeInTheDocument();
  });
});
