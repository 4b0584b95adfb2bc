import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { CheckoutForm } from "@/components/orders/checkout-form";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { products } from "@/fixtures/products";
import { CART_STORAGE_KEY } from "@/lib/cart/cart-storage";
import { getAddresses, getPaymentMethods } from "@/lib/data/customers";
import { getCustomer } from "@/lib/data/orders";
import { LOCAL_ORDERS_KEY } from "@/lib/orders/local-orders";
import { renderWithIntl } from "@/tests/support/render";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("@/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const customer = getCustomer(DEMO_CUSTOMER_ID)!;
// Burger Mineiro charges R$ 5,99 and takes 30-45 min; two milkshakes (R$ 37,80) stay below free delivery.
const product = products.find((p) => p.name === "Milkshake de doce de leite (400 ml)")!;
const storeFee = 5.99;

function CartCount() {
  const { count, ready } = useCart();
  return <output aria-label="cart count">{ready ? count : "…"}</output>;
}

function renderCheckout() {
  return renderWithIntl(
    <CartProvider>
      <CartCount />
      <CheckoutForm
        customer={customer}
        address={getAddresses(customer.id).find((a) => a.isDefault)}
        cards={getPaymentMethods(customer.id)}
      />
    </CartProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  push.mockClear();
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      lines: [{ productId: product.id, companyId: product.companyId, quantity: 2 }],
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const summary = () => within(screen.getByRole("region", { name: "Resumo do pedido" }));
const subtotal = Math.round(product.price * 2 * 100) / 100;
const money = (value: number) => `R$ ${value.toFixed(2).replace(".", ",")}`;

describe("CheckoutForm", () => {
  it("prices delivery with the store's own fee and time, and pickup free (20-30 min)", async () => {
    const user = userEvent.setup();
    renderCheckout();
    const delivery = await screen.findByRole("radio", { name: /Entrega/ });
    expect(delivery).toBeChecked();
    expect(delivery).toHaveAccessibleName(/R\$ 5,99 · 30-45 min/);
    expect(screen.getByRole("radio", { name: /Retirada no local/ })).toHaveAccessibleName(
      /Grátis · 20-30 min/,
    );
    expect(summary().getByText("30-45 min")).toBeInTheDocument();
    expect(summary().getByText("Entrega em 30-45 min")).toBeInTheDocument();
    expect(summary().getByText("Faltam R$ 12,20 para frete grátis")).toBeInTheDocument();
    expect(summary().getByText(money(subtotal + storeFee))).toBeInTheDocument();
    expect(screen.getByText(customer.address.street, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Retirada no local/ }));
    expect(summary().getByText("20-30 min")).toBeInTheDocument();
    expect(summary().getByText("Retirada em 20-30 min")).toBeInTheDocument();
    expect(summary().getAllByText("Grátis")).toHaveLength(2); // the store's row and the fees' sum
    expect(summary().queryByText(/Faltam/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Endereço de retirada" })).toBeInTheDocument();
  });

  it("offers the saved cards of the chosen type, and none for pix", async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole("radio", { name: /Visa final 4242/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /Cartão de débito/ }));
    expect(screen.getByRole("radio", { name: /Mastercard final 8810/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /Pix/ }));
    expect(screen.queryByRole("radio", { name: /final/ })).not.toBeInTheDocument();
  });

  it("places a confirmed local order, empties the cart and opens the order", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: /Pix/ }));
    await user.type(screen.getByLabelText("Observações"), "Sem cebola");
    await user.click(screen.getByRole("button", { name: "Finalizar Pedido" }));
    expect(await screen.findByText("Finalizando...")).toBeInTheDocument();
    await waitFor(() => expect(push).toHaveBeenCalledOnce(), { timeout: 3000 });
    const stored = JSON.parse(window.localStorage.getItem(LOCAL_ORDERS_KEY)!);
    const [order] = stored.orders;
    expect(push).toHaveBeenCalledWith(`/order/${order.id}`);
    expect(order).toMatchObject({
      customerId: customer.id,
      restaurantId: product.companyId,
      status: "confirmed",
      paymentMethod: "pix",
      deliveryType: "delivery",
      deliveryFee: storeFee,
      total: Math.round((subtotal + storeFee) * 100) / 100,
      estimatedDelivery: "30-45 min",
      notes: "Sem cebola",
      items: [{ productId: product.id, quantity: 2, price: product.price }],
    });
    await waitFor(() => expect(screen.getByLabelText("cart count")).toHaveTextContent("0"));
  });

  it("keeps every input and the cart when saving fails", async () => {
    const user = userEvent.setup();
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === LOCAL_ORDERS_KEY) throw new DOMException("full", "QuotaExceededError");
      return setItem.call(this, key, value);
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: /Retirada no local/ }));
    await user.type(screen.getByLabelText("Observações"), "Troco para 50");
    await user.click(screen.getByRole("button", { name: "Finalizar Pedido" }));
    expect(await screen.findByRole("alert", {}, { timeout: 3000 })).toHaveTextContent(
      "Não foi possível finalizar o pedido. Tente novamente.",
    );
    expect(screen.getByLabelText("Observações")).toHaveValue("Troco para 50");
    expect(screen.getByRole("radio", { name: /Retirada no local/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Finalizar Pedido" })).toBeEnabled();
    expect(screen.getByLabelText("cart count")).toHaveTextContent("2");
    expect(push).not.toHaveBeenCalled();
  });
});
