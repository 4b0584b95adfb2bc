import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ProductCard } from "@/components/store/product-card";
import { StoreCards } from "@/components/store/store-cards";
import { productCardData } from "@/lib/store/cards";

import { renderInList } from "./card-list";
import { makeCompany, makeProduct, MONDAY_NIGHT, MONDAY_NOON } from "./fixtures";

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

const company = makeCompany();
const cartCount = () => screen.getByLabelText("itens no carrinho").textContent;

function setClock(now: Date) {
  vi.useFakeTimers({ now, toFake: ["Date"] });
}

describe("ProductCard (product.md §2, product.md §4)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    setClock(MONDAY_NOON);
  });
  afterEach(() => vi.useRealTimers());

  it("shows image, name, company, price and links to the product page", () => {
    renderInList(<ProductCard product={productCardData(makeProduct())} />, company, MONDAY_NOON.getTime());
    expect(screen.getByRole("link", { name: "Pão de queijo" })).toHaveAttribute(
      "href",
      "/product/2b7c9a10-0000-4000-8000-0000000000a1",
    );
    expect(screen.getByRole("img", { name: "Pão de queijo" })).toHaveAttribute(
      "src",
      "/images/products/pao-de-queijo.webp",
    );
    expect(screen.getByText("Padaria Teste")).toBeInTheDocument();
    expect(screen.getByText("R$ 7,50")).toBeInTheDocument();
    expect(screen.queryByText("Destaque")).not.toBeInTheDocument();
    expect(screen.queryByText("Indisponível")).not.toBeInTheDocument();
    expect(screen.queryByText("Empresa Fechada")).not.toBeInTheDocument();
  });

  it("inside the home's full list (a <StoreCards> in another) finds its store in the outer one, sent once", () => {
    renderInList(
      <StoreCards companies={[]} renderedAt={MONDAY_NOON.getTime()}>
        <ProductCard product={productCardData(makeProduct())} />
      </StoreCards>,
      company,
      MONDAY_NOON.getTime(),
    );
    expect(screen.getByText("Padaria Teste")).toBeInTheDocument();
    expect(screen.queryByText("Empresa Fechada")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeEnabled();
  });

  it("marks a featured product with 'Destaque' and can hide the company line", () => {
    renderInList(
      <ProductCard
        product={productCardData(makeProduct({ featured: true }))}

        showCompany={false}
      />,
      company,
      MONDAY_NOON.getTime(),
    );
    expect(screen.getByText("Destaque")).toBeInTheDocument();
    expect(screen.queryByText("Padaria Teste")).not.toBeInTheDocument();
  });

  it("has no add button for a store that takes no orders (product.md §6)", () => {
    renderInList(
      <ProductCard product={productCardData(makeProduct())} orderable={false} />,
      company,
      MONDAY_NOON.getTime(),
    );
    expect(screen.queryByRole("button", { name: "Adicionar ao Carrinho" })).not.toBeInTheDocument();
  });

  it("adds an available product of an open company to the cart", async () => {
    renderInList(<ProductCard product={productCardData(makeProduct())} />, company, MONDAY_NOON.getTime());
    const button = screen.getByRole("button", { name: "Adicionar ao Carrinho" });
    expect(button).toHaveAccessibleDescription("Pão de queijo");
    expect(screen.getByRole("article")).toHaveAttribute("data-state", "available");
    await userEvent.click(button);
    expect(cartCount()).toBe("1");
    expect(toastMock.success).toHaveBeenCalledWith(
      "Produto adicionado ao carrinho",
      expect.objectContaining({ description: "Pão de queijo" }),
    );
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
    renderInList(<ProductCard product={product} />, company, now.getTime());
    expect(screen.getByText(overlay)).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveAttribute("data-state", state);
    const button = screen.getByRole("button", { name: "Adicionar ao Carrinho" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(cartCount()).toBe("0");
  });

  it("a closed company's card says when it opens, and that reason describes the disabled add button", () => {
    setClock(MONDAY_NIGHT);
    renderInList(<ProductCard product={productCardData(makeProduct())} />, company, MONDAY_NIGHT.getTime());
    expect(screen.getByText("Abre amanhã às 08:00")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Adicionar ao Carrinho" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Pão de queijo Empresa Fechada Abre amanhã às 08:00");
  });

  it("an unavailable product's reason describes the disabled add button", () => {
    renderInList(
      <ProductCard product={productCardData(makeProduct({ available: false }))} />,
      company,
      MONDAY_NOON.getTime(),
    );
    expect(screen.getByRole("button", { name: "Adicionar ao Carrinho" })).toHaveAccessibleDescription(
      "Pão de queijo Indisponível",
    );
  });

  it("uses the browser clock, not the render time, once on the client", () => {
    setClock(MONDAY_NIGHT);
    renderInList(<ProductCard product={productCardData(makeProduct())} />, company, MONDAY_NOON.getTime());
    expect(screen.getByText("Empresa Fechada")).toBeInTheDocument();
  });

  it("a company the page does not list counts as closed: nothing can be added", () => {
    renderInList(
      <ProductCard
        product={productCardData(makeProduct({ companyId: "2b7c9a10-0000-4000-8000-00000000ffff" }))}
      />,
      company,
      MONDAY_NOON.getTime(),
    );
    expect(screen.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();
  });
});
