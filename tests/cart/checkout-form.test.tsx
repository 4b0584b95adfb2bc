import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { CheckoutForm } from "@/components/orders/checkout-form";
import { COMPANY_IDS } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import { cartCompany, cartProduct } from "@/lib/cart/cart-item";
import { CART_STORAGE_KEY } from "@/lib/cart/cart-storage";
import type { SavedAddress } from "@/lib/customers/addresses";
import type { PlaceOrderInput, PlaceOrderResult } from "@/lib/orders/place-order-action";
import type { CouponTerms } from "@/lib/orders/pricing";
import { renderWithIntl } from "@/tests/support/render";
import { SAVED_HOME } from "@/tests/support/sample-addresses";
import { sampleCompany } from "@/tests/support/sample-catalogue";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));
const actions = vi.hoisted(() => ({
  placeOrder: vi.fn<(input: PlaceOrderInput) => Promise<PlaceOrderResult>>(),
  applyCoupon: vi.fn(),
}));
vi.mock("@/lib/orders/place-order-action", () => ({ placeOrder: actions.placeOrder }));
vi.mock("@/lib/orders/coupon-action", () => ({ applyCoupon: actions.applyCoupon }));

// Padaria Pão Quente: R$ 4,99 of delivery, 20-30 min, open 06:00-21:00 on weekdays.
const bread = products.find((product) => product.name === "Pão francês (10 unidades)")!; // R$ 7,50
const bakery = sampleCompany(COMPANY_IDS.paoQuente)!;
const WEDNESDAY_NOON = new Date("2026-11-25T12:00:00-03:00");
const ORDER_ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

const home = SAVED_HOME;
const work: SavedAddress = {
  ...home,
  id: "08b3d2f2-63a2-4d9c-a40e-bd61bb45ea2c",
  label: "Trabalho",
  isDefault: false,
};
const tenOff: CouponTerms = {
  code: "PAOQUENTE10",
  storeId: bakery.id,
  discountType: "percent",
  discountValue: 10,
  minOrder: 0,
  serviceType: null,
};

function CartProbe() {
  const { count, ready, add } = useCart();
  return (
    <>
      <output aria-label="cart count">{ready ? count : "…"}</output>
      <button type="button" onClick={() => add(cartProduct(bread), cartCompany(bakery), 2)}>
        probe: add bread
      </button>
    </>
  );
}

type Props = Partial<React.ComponentProps<typeof CheckoutForm>>;
const form = (props: Props = {}) => (
  <CheckoutForm phone="(31) 98765-4321" preferredPayment="pix" addresses={[home, work]} {...props} />
);
function renderCheckout(props: Props = {}) {
  const view = renderWithIntl(
    <CartProvider>
      <CartProbe />
      {form(props)}
    </CartProvider>,
  );
  const rerender = (next: Props) =>
    view.rerender(
      <CartProvider>
        <CartProbe />
        {form(next)}
      </CartProvider>,
    );
  return { ...view, rerender };
}

const summary = () => within(screen.getByRole("region", { name: "Resumo do pedido" }));
const finish = () => screen.getByRole("button", { name: "Finalizar Pedido" });
const lastRequest = () => actions.placeOrder.mock.lastCall![0];
const refused = (error: Extract<PlaceOrderResult, { ok: false }>["error"], extra = {}): PlaceOrderResult => ({
  ok: false,
  error,
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(WEDNESDAY_NOON);
  window.localStorage.clear();
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ version: 1, lines: [{ productId: bread.id, companyId: bakery.id, quantity: 2 }] }),
  );
  push.mockClear();
  toastMock.success.mockClear();
  actions.placeOrder.mockReset();
  actions.applyCoupon.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("checkout with the customer's own data", () => {
  it("chooses the default saved address and the preferred payment; cards are paid on delivery, none saved", async () => {
    renderCheckout();
    expect(await screen.findByRole("radio", { name: /Casa · Padrão/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Casa · Padrão/ })).toHaveAccessibleName(
      /Rua Paraíba, 575, apto 802/,
    );
    expect(screen.getByRole("radio", { name: /^Trabalho/ })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: /Novo endereço/ })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /^Pix/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Cartão de crédito na entrega/ })).toHaveAccessibleName(
      /maquininha do entregador/,
    );
    expect(screen.getByRole("radio", { name: /Cartão de débito na entrega/ })).toBeInTheDocument();
    expect(screen.queryByText(/final \d{4}/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Telefone para contato")).not.toBeInTheDocument();
  });

  it("prices delivery with the store's own fee and time, and pickup free at the store's address", async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole("radio", { name: /^Entrega/ })).toHaveAccessibleName(
      /R\$ 4,99 · 20-30 min/,
    );
    expect(summary().getByText("R$ 19,99")).toBeInTheDocument();
    expect(summary().getByText("Faltam R$ 35,00 para frete grátis")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Retirada no local/ }));
    expect(summary().getByText("Retirada em 20-30 min")).toBeInTheDocument();
    expect(summary().getAllByText("R$ 15,00", { selector: "dd" })).toHaveLength(2); // subtotal and total
    expect(screen.getByRole("heading", { name: "Endereço de retirada" })).toBeInTheDocument();
    expect(screen.getByText(bakery.address.street, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Cartão de crédito na entrega/ })).toHaveAccessibleName(
      /balcão/,
    );
  });
});

describe("the coupon field", () => {
  it("applies a code through the database (any case), shows the discount on its store's order, and 'Remover' takes it off", async () => {
    const user = userEvent.setup();
    actions.applyCoupon.mockResolvedValue({ ok: true, data: tenOff });
    renderCheckout();
    const field = await screen.findByLabelText("Cupom de desconto");
    await user.type(field, "paoquente10");
    expect(field).toHaveValue("PAOQUENTE10");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    expect(actions.applyCoupon).toHaveBeenCalledWith("PAOQUENTE10", [bakery.id]);
    expect(await screen.findByText("Cupom PAOQUENTE10 aplicado")).toBeInTheDocument();
    expect(screen.getByText("R$ 1,50 de desconto no pedido de Padaria Pão Quente")).toBeInTheDocument();
    expect(summary().getByText("−R$ 1,50")).toBeInTheDocument();
    expect(summary().getByText("R$ 18,49")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remover" }));
    expect(summary().queryByText("−R$ 1,50")).not.toBeInTheDocument();
    expect(summary().getByText("R$ 19,99")).toBeInTheDocument();
    expect(screen.getByLabelText("Cupom de desconto")).toHaveValue("");
  });

  it("Enter in the field applies the code and never places the order", async () => {
    const user = userEvent.setup();
    actions.applyCoupon.mockResolvedValue({ ok: true, data: tenOff });
    renderCheckout();
    await user.type(await screen.findByLabelText("Cupom de desconto"), "PAOQUENTE10{Enter}");
    expect(await screen.findByText("Cupom PAOQUENTE10 aplicado")).toBeInTheDocument();
    expect(actions.placeOrder).not.toHaveBeenCalled();
  });

  it("a refused code says why beside the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    actions.applyCoupon.mockResolvedValue({ ok: false, error: "Cupom não encontrado. Confira o código." });
    renderCheckout();
    const field = await screen.findByLabelText("Cupom de desconto");
    await user.type(field, "NADA");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    // the focus stays on 'Aplicar': the refusal is read out as it appears
    expect(await screen.findByText("Cupom não encontrado. Confira o código.")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Cupom não encontrado. Confira o código.");
    expect(field).toHaveValue("NADA");
    expect(summary().getByText("R$ 19,99")).toBeInTheDocument();
  });

  it("a coupon the cart no longer reaches says how much is missing, and the order waits", async () => {
    const user = userEvent.setup();
    actions.applyCoupon.mockResolvedValue({ ok: true, data: { ...tenOff, minOrder: 30 } });
    renderCheckout();
    await user.type(await screen.findByLabelText("Cupom de desconto"), "PAOQUENTE10");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    expect(await screen.findByText("Faltam R$ 15,00 para usar este cupom.")).toBeInTheDocument();
    expect(summary().getByText("R$ 19,99")).toBeInTheDocument();
    await user.click(finish());
    expect(actions.placeOrder).not.toHaveBeenCalled();
    expect(screen.getByText("Faltam R$ 15,00 para usar este cupom.")).toHaveFocus();
  });
});

describe("'Finalizar Pedido'", () => {
  it("sends product ids and quantities, the key and the total shown; then empties the cart and opens the order", async () => {
    const user = userEvent.setup();
    actions.placeOrder.mockResolvedValue({ ok: true, orderIds: [ORDER_ID] });
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: /^Trabalho/ }));
    await user.type(screen.getByLabelText("Observações"), "Sem cebola");
    await user.click(finish());
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/order/${ORDER_ID}`));
    expect(actions.placeOrder).toHaveBeenCalledOnce();
    expect(lastRequest()).toEqual({
      items: [{ productId: bread.id, quantity: 2 }],
      deliveryType: "delivery",
      payment: "pix",
      address: { kind: "saved", id: work.id },
      phone: null,
      notes: "Sem cebola",
      coupon: null,
      expectedTotal: 19.99,
      key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(toastMock.success).toHaveBeenCalledWith("Pedido realizado com sucesso!");
    await waitFor(() => expect(screen.getByLabelText("cart count")).toHaveTextContent("0"));
  });

  it("sends the applied coupon and the discounted total", async () => {
    const user = userEvent.setup();
    actions.applyCoupon.mockResolvedValue({ ok: true, data: tenOff });
    actions.placeOrder.mockResolvedValue({ ok: true, orderIds: [ORDER_ID] });
    renderCheckout();
    await user.type(await screen.findByLabelText("Cupom de desconto"), "PAOQUENTE10");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    await screen.findByText("Cupom PAOQUENTE10 aplicado");
    await user.click(finish());
    await waitFor(() => expect(actions.placeOrder).toHaveBeenCalledOnce());
    expect(lastRequest()).toMatchObject({ coupon: "PAOQUENTE10", expectedTotal: 18.49 });
  });

  it("a double click sends one request, with one key, and the button waits disabled", async () => {
    const user = userEvent.setup();
    let settle: (result: PlaceOrderResult) => void = () => undefined;
    actions.placeOrder.mockImplementation(() => new Promise((resolve) => (settle = resolve)));
    renderCheckout();
    await screen.findByRole("radio", { name: /Casa · Padrão/ });
    await user.dblClick(finish());
    expect(actions.placeOrder).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Finalizando..." })).toBeDisabled();
    await act(async () => settle({ ok: true, orderIds: [ORDER_ID] }));
    expect(push).toHaveBeenCalledOnce();
  });

  it.each([
    {
      where: "beside its product line",
      error: {
        code: "produto_indisponivel",
        target: { kind: "line" as const, productId: bread.id },
        message: "Este produto ficou indisponível. Remova-o do carrinho para continuar.",
      },
      within: () => summary(),
    },
    {
      where: "beside its store",
      error: {
        code: "loja_indisponivel",
        target: { kind: "store" as const, storeId: bakery.id },
        message: "Esta loja não está recebendo pedidos no momento.",
      },
      within: () => within(screen.getByRole("listitem", { name: "Padaria Pão Quente" })),
    },
    {
      where: "beside the address choice",
      error: {
        code: "endereco_obrigatorio",
        target: { kind: "address" as const },
        message: "Escolha um endereço de entrega.",
      },
      within: () => within(screen.getByRole("group", { name: "Endereço de entrega" }).parentElement!),
    },
    {
      where: "at the top of the form",
      error: {
        code: "unexpected",
        target: { kind: "form" as const },
        message: "Não foi possível finalizar o pedido. Tente novamente.",
      },
      within: () => within(document.querySelector("form")!),
    },
  ])(
    "a refusal shows $where, keeps everything typed, and the retry reuses the key",
    async ({ error, within: place }) => {
      const user = userEvent.setup();
      actions.placeOrder
        .mockResolvedValueOnce(refused(error))
        .mockResolvedValueOnce({ ok: true, orderIds: [ORDER_ID] });
      renderCheckout();
      await user.click(await screen.findByRole("radio", { name: /Retirada no local/ }));
      await user.click(screen.getByRole("radio", { name: /Retirada no local/ }));
      await user.click(screen.getByRole("radio", { name: /^Entrega/ }));
      await user.click(screen.getByRole("radio", { name: /Cartão de débito/ }));
      await user.type(screen.getByLabelText("Observações"), "Troco para 50");
      await user.click(finish());
      const message = await place().findByText(error.message);
      expect(message.closest('[role="alert"]')).toHaveFocus();
      expect(screen.getByLabelText("Observações")).toHaveValue("Troco para 50");
      expect(screen.getByRole("radio", { name: /Cartão de débito/ })).toBeChecked();
      expect(finish()).toBeEnabled();
      expect(screen.getByLabelText("cart count")).toHaveTextContent("2");
      expect(push).not.toHaveBeenCalled();
      const firstKey = lastRequest().key;
      await user.click(finish());
      await waitFor(() => expect(actions.placeOrder).toHaveBeenCalledTimes(2));
      expect(lastRequest().key).toBe(firstKey);
    },
  );

  it("after the orders are placed, the next checkout has a new key", async () => {
    const user = userEvent.setup();
    actions.placeOrder.mockResolvedValue({ ok: true, orderIds: [ORDER_ID] });
    renderCheckout();
    await screen.findByRole("radio", { name: /Casa · Padrão/ });
    await user.click(finish());
    await waitFor(() => expect(screen.getByLabelText("cart count")).toHaveTextContent("0"));
    const firstKey = lastRequest().key;
    await user.click(screen.getByRole("button", { name: "probe: add bread" }));
    await user.click(await screen.findByRole("button", { name: "Finalizar Pedido" }));
    await waitFor(() => expect(actions.placeOrder).toHaveBeenCalledTimes(2));
    expect(lastRequest().key).not.toBe(firstKey);
  });

  it("when the database says the prices changed, the cart's prices are read again past any cache", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    actions.placeOrder.mockResolvedValue(
      refused({
        code: "total_mudou",
        target: { kind: "form" },
        message:
          "Os preços mudaram desde que você montou o carrinho. O novo total é R$ 21,99: confira e finalize de novo.",
      }),
    );
    renderCheckout();
    await screen.findByRole("radio", { name: /Casa · Padrão/ });
    await user.click(finish());
    const message = await screen.findByText(/O novo total é R\$ 21,99/);
    expect(message.closest('[role="alert"]')).toHaveFocus();
    expect(fetchSpy).toHaveBeenLastCalledWith(expect.stringContaining("/api/catalog?products="), {
      cache: "no-store",
    });
  });

  it("a store closed now is refused before the server is asked, beside the store, with its closing time", async () => {
    vi.setSystemTime(new Date("2026-11-25T21:30:00-03:00"));
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole("radio", { name: /Casa · Padrão/ });
    await user.click(finish());
    const store = within(screen.getByRole("listitem", { name: "Padaria Pão Quente" }));
    expect(store.getByText("Esta loja fechou às 21:00 e não recebe mais pedidos hoje.")).toHaveFocus();
    expect(actions.placeOrder).not.toHaveBeenCalled();
    await user.click(store.getByRole("button", { name: "Remover os itens de Padaria Pão Quente" }));
    expect(await screen.findByText("Seu carrinho está vazio")).toBeInTheDocument();
  });

  it("without a phone in the profile, 'Telefone para contato' is required, and sent to be saved", async () => {
    const user = userEvent.setup();
    actions.placeOrder.mockResolvedValue({ ok: true, orderIds: [ORDER_ID] });
    renderCheckout({ phone: null });
    await user.click(await screen.findByRole("button", { name: "Finalizar Pedido" }));
    const phone = screen.getByLabelText("Telefone para contato");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(/Informe um telefone para contato com DDD\./);
    expect(phone).toHaveFocus();
    expect(actions.placeOrder).not.toHaveBeenCalled();
    await user.type(phone, "31912345678");
    await user.click(finish());
    await waitFor(() => expect(actions.placeOrder).toHaveBeenCalledOnce());
    expect(lastRequest().phone).toBe("31912345678");
  });

  it("a new address is checked beside each field, sent with the order, and once saved becomes the chosen one", async () => {
    const user = userEvent.setup();
    const savedId = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
    actions.placeOrder
      .mockResolvedValueOnce(
        refused(
          {
            code: "unexpected",
            target: { kind: "form" },
            message: "Não foi possível finalizar o pedido. Tente novamente.",
          },
          { savedAddressId: savedId },
        ),
      )
      .mockResolvedValueOnce({ ok: true, orderIds: [ORDER_ID] });
    const { rerender } = renderCheckout({ addresses: [] });
    expect(await screen.findByRole("radio", { name: /Novo endereço/ })).toBeChecked();
    await user.type(screen.getByLabelText("Nome do endereço"), "Casa da praia");
    await user.click(finish());
    expect(screen.getByLabelText("CEP")).toHaveAccessibleDescription(
      "Informe o CEP com 8 dígitos, como 30130-140.",
    );
    expect(screen.getByLabelText("CEP")).toHaveFocus();
    expect(screen.getByLabelText("Rua")).toHaveAccessibleDescription("Informe a rua.");
    expect(screen.getByText("Confira os campos do novo endereço.")).toBeInTheDocument();
    expect(screen.getByLabelText("Nome do endereço")).toHaveValue("Casa da praia");
    expect(actions.placeOrder).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("CEP"), "88010001");
    expect(screen.getByLabelText("CEP")).toHaveValue("88010-001");
    await user.type(screen.getByLabelText("Rua"), "Rua Felipe Schmidt");
    await user.type(screen.getByLabelText("Número"), "10");
    await user.type(screen.getByLabelText("Bairro"), "Centro");
    await user.type(screen.getByLabelText("Cidade"), "Florianópolis");
    await user.selectOptions(screen.getByLabelText("Estado (UF)"), "SC");
    await user.click(finish());
    await waitFor(() => expect(actions.placeOrder).toHaveBeenCalledOnce());
    expect(lastRequest().address).toEqual({
      kind: "new",
      values: {
        label: "Casa da praia",
        street: "Rua Felipe Schmidt",
        number: "10",
        complement: "",
        neighborhood: "Centro",
        city: "Florianópolis",
        state: "SC",
        zipCode: "88010-001",
      },
    });

    // the action's refresh brings the saved address in; it is the one chosen, so a retry sends its id
    const saved: SavedAddress = { ...home, id: savedId, label: "Casa da praia", isDefault: true };
    rerender({ addresses: [saved] });
    expect(await screen.findByRole("radio", { name: /Casa da praia/ })).toBeChecked();
    await user.click(finish());
    await waitFor(() => expect(actions.placeOrder).toHaveBeenCalledTimes(2));
    expect(lastRequest().address).toEqual({ kind: "saved", id: savedId });
  });

  it("pickup sends no address", async () => {
    const user = userEvent.setup();
    actions.placeOrder.mockResolvedValue({ ok: true, orderIds: [ORDER_ID] });
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: /Retirada no local/ }));
    await user.click(finish());
    await waitFor(() => expect(actions.placeOrder).toHaveBeenCalledOnce());
    expect(lastRequest()).toMatchObject({ deliveryType: "pickup", address: null, expectedTotal: 15 });
  });
});
