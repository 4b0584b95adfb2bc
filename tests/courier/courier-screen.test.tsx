import { act, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CourierScreen } from "@/components/courier/courier-screen";
import { Toaster } from "@/components/ui/sonner";
import type { TakeOrderResult } from "@/lib/courier/take-order-action";
import type { CourierDay, CourierOrder, CourierStore } from "@/lib/courier/types";
import type { StatusActionResult } from "@/lib/orders/status-action";
import { renderWithIntl } from "@/tests/support/render";

// The server actions, answered when the test says so; the live indicator, as the topics it was given.
const calls = vi.hoisted(() => {
  const waiting: Array<(result: TakeOrderResult | StatusActionResult) => void> = [];
  const pending = () => new Promise<never>((resolve) => waiting.push(resolve as never));
  return { waiting, takeOrder: vi.fn(pending), changeOrderStatus: vi.fn(pending) };
});
vi.mock("@/lib/courier/take-order-action", () => ({ takeOrder: calls.takeOrder }));
vi.mock("@/lib/orders/status-action", () => ({ changeOrderStatus: calls.changeOrderStatus }));
vi.mock("@/components/live/live-refresh", () => ({
  LiveRefresh: ({ topics }: { topics: string[] }) => <span data-testid="live">{topics.join(" ")}</span>,
}));

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  for (const resolve of calls.waiting.splice(0)) resolve({ ok: true } as TakeOrderResult);
  calls.takeOrder.mockClear();
  calls.changeOrderStatus.mockClear();
});

async function answer(result: TakeOrderResult | StatusActionResult) {
  await act(async () => {
    for (const resolve of calls.waiting.splice(0)) resolve(result);
  });
}

const PADARIA: CourierStore = {
  id: "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3",
  name: "Padaria Pão Quente",
  phone: "(31) 3224-5678",
  address: {
    street: "Rua Pernambuco, 1025",
    neighborhood: "Savassi",
    city: "Belo Horizonte",
    state: "MG",
    zipCode: "30130-151",
  },
};

function order(id: string, patch: Partial<CourierOrder> = {}): CourierOrder {
  return {
    id,
    status: "ready",
    store: PADARIA,
    customerFirstName: "João",
    address: {
      label: "Casa",
      street: "Rua Pouso Alegre",
      number: "1200",
      complement: "casa 2",
      neighborhood: "Floresta",
      city: "Belo Horizonte",
      state: "MG",
      zipCode: "31015-030",
    },
    notes: "Portão azul, tocar a campainha.",
    itemCount: 3,
    payment: "credit",
    total: 29.49,
    deliveryFee: 4.99,
    since: "2026-11-21T21:22:00-03:00",
    ...patch,
  };
}

const READY = order("5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61");
const PIX_READY = order("8c4d2e6f-7a1b-4c3d-8e5f-2a3b4c5d6e72", {
  customerFirstName: "Fernanda",
  payment: "pix",
  notes: "",
  itemCount: 1,
});
const CARRYING = order("2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83", {
  status: "on_way",
  customerFirstName: "Carlos",
  payment: "debit",
  since: "2026-11-21T21:17:00-03:00",
});
const DELIVERED = [
  order("9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94", {
    status: "delivered",
    customerFirstName: "Carlos",
    deliveryFee: 0.1,
  }),
  order("4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5", {
    status: "delivered",
    deliveryFee: 0.2,
    since: "2026-11-21T20:28:00-03:00",
  }),
];
const DAY: CourierDay = {
  stores: [PADARIA],
  available: [READY, PIX_READY],
  carrying: [CARRYING],
  deliveredToday: DELIVERED,
};

function setup(day: CourierDay = DAY) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <CourierScreen day={day} />
      <Toaster />
    </>,
  );
  return { user };
}

const section = (name: RegExp) => screen.getByRole("region", { name });
const card = (code: string) => screen.getByRole("article", { name: `Pedido #${code}` });

describe("the courier's screen (issue 22)", () => {
  it("shows what they carry, what is ready to take and today's count with the fees, live per store", () => {
    setup();
    expect(screen.getByRole("heading", { level: 1, name: "Minhas entregas" })).toBeInTheDocument();
    expect(screen.getByText("Entregador de Padaria Pão Quente")).toBeInTheDocument();
    expect(screen.getByTestId("live")).toHaveTextContent(`loja:${PADARIA.id}:pedidos`);
    expect(screen.getByRole("region", { name: "Resumo de hoje" })).toHaveTextContent(
      "2 entregas hojeR$ 0,30 em taxas de entrega",
    );
    const carrying = within(section(/^Em rota/)).getAllByRole("article");
    expect(carrying.map((a) => a.getAttribute("aria-labelledby"))).toEqual([`courier-order-${CARRYING.id}`]);
    const ready = within(section(/^Disponíveis/)).getAllByRole("article");
    expect(ready).toHaveLength(2);
    const delivered = within(section(/^Entregues hoje/)).getAllByRole("listitem");
    expect(delivered.map((row) => row.textContent)).toEqual([
      "Pedido #9A3B5C7D · Carlos · 21:22Taxa: R$ 0,10",
      "Pedido #4F6A8B0C · João · 20:28Taxa: R$ 0,20",
    ]);
  });

  it("gives the courier the store, its phone, the first name, the address, notes, items, money and the route", () => {
    setup();
    const ready = within(card("5B0E7C1A"));
    expect(ready.getByText("Pronto às 21:22")).toBeInTheDocument();
    expect(ready.getByText("Padaria Pão Quente")).toBeInTheDocument();
    expect(
      ready.getByText("Rua Pernambuco, 1025, Savassi, Belo Horizonte - MG, 30130-151"),
    ).toBeInTheDocument();
    expect(ready.getByText("João")).toBeInTheDocument();
    expect(
      ready.getByText("Rua Pouso Alegre, 1200, casa 2, Floresta, Belo Horizonte - MG, 31015-030"),
    ).toBeInTheDocument();
    expect(ready.getByText("Portão azul, tocar a campainha.")).toBeInTheDocument();
    expect(ready.getByText("3 itens")).toBeInTheDocument();
    expect(ready.getByText("R$ 4,99")).toBeInTheDocument();
    expect(ready.getByText("Cobrar na entrega (cartão)")).toBeInTheDocument();
    expect(ready.getByText("Total: R$ 29,49")).toBeInTheDocument();
    const route = ready.getByRole("link", { name: /Ver Rota de Entrega/ });
    expect(route).toHaveAttribute("target", "_blank");
    expect(route.getAttribute("rel")).toContain("noopener");
    const url = new URL(route.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("origin")).toBe(
      "Rua Pernambuco, 1025, Savassi, Belo Horizonte - MG, 30130-151",
    );
    expect(url.searchParams.get("destination")).toBe(
      "Rua Pouso Alegre, 1200, Floresta, Belo Horizonte - MG, 31015-030",
    );
    expect(ready.getByRole("link", { name: /^Ligar para a loja Padaria Pão Quente/ })).toHaveAttribute(
      "href",
      "tel:+553132245678",
    );
    const pix = within(card("8C4D2E6F"));
    expect(pix.getByText("Pago (Pix)")).toBeInTheDocument();
    expect(pix.getByText("1 item")).toBeInTheDocument();
    expect(pix.queryByText("Observações")).not.toBeInTheDocument();
  });

  it("offers 'Pegar pedido' on a ready order and 'Confirmar entrega' on the one they carry", () => {
    setup();
    expect(
      within(card("5B0E7C1A")).getByRole("button", { name: "Pegar pedido #5B0E7C1A de João" }),
    ).toBeVisible();
    expect(
      within(card("2E7F9A1B")).getByRole("button", {
        name: "Confirmar entrega do pedido #2E7F9A1B de Carlos",
      }),
    ).toBeVisible();
    expect(within(card("2E7F9A1B")).getByText("Saiu às 21:17")).toBeInTheDocument();
    expect(within(card("2E7F9A1B")).queryByRole("button", { name: /Pegar/ })).not.toBeInTheDocument();
  });

  it("takes an order once however often it is tapped, and says so", async () => {
    const { user } = setup();
    const take = screen.getByRole("button", { name: "Pegar pedido #5B0E7C1A de João" });
    await user.click(take);
    await user.click(take);
    expect(calls.takeOrder).toHaveBeenCalledTimes(1);
    expect(calls.takeOrder).toHaveBeenCalledWith(READY.id);
    expect(take).toBeDisabled();
    expect(within(take).getByRole("status")).toHaveTextContent("Pegando o pedido...");
    await answer({ ok: true });
    expect(await screen.findByText("Pedido a caminho")).toBeInTheDocument();
    expect(screen.getByText("O pedido de João é seu. O cliente já acompanha a entrega.")).toBeInTheDocument();
  });

  it("tells the second courier that another one took the order", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Pegar pedido #5B0E7C1A de João" }));
    await answer({ ok: false, error: "Outro entregador já pegou este pedido.", taken: true });
    expect(await screen.findByText("Não foi possível pegar o pedido")).toBeInTheDocument();
    expect(screen.getByText("Outro entregador já pegou este pedido.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pegar pedido #5B0E7C1A de João" })).toBeEnabled();
  });

  it("confirms a delivery through the status function", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Confirmar entrega do pedido #2E7F9A1B de Carlos" }));
    expect(calls.changeOrderStatus).toHaveBeenCalledWith(CARRYING.id, "delivered");
    await answer({ ok: true, data: { status: "delivered" } });
    expect(await screen.findByText("Entrega confirmada")).toBeInTheDocument();
    expect(screen.getByText("O pedido de Carlos foi concluído.")).toBeInTheDocument();
  });

  it("says so when nothing is ready, nothing is on the road and nothing was delivered yet", () => {
    setup({ ...DAY, available: [], carrying: [], deliveredToday: [] });
    expect(section(/^Em rota/)).toHaveTextContent("Nenhuma entrega em rota.");
    expect(section(/^Disponíveis/)).toHaveTextContent("Nenhum pedido pronto para entrega agora.");
    expect(section(/^Entregues hoje/)).toHaveTextContent("Nenhuma entrega concluída hoje.");
    expect(screen.getByRole("region", { name: "Resumo de hoje" })).toHaveTextContent("Nenhuma entrega hoje");
  });

  it("tells a courier without a store what to do, with nothing live", () => {
    setup({ stores: [], available: [], carrying: [], deliveredToday: [] });
    expect(screen.getByRole("heading", { name: "Nenhuma loja vinculada" })).toBeInTheDocument();
    expect(screen.queryByTestId("live")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Resumo de hoje" })).not.toBeInTheDocument();
  });
});
