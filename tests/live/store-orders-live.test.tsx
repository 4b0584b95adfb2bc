import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { StoreOrdersLive } from "@/components/live/store-orders-live";
import { useLive } from "@/components/live/use-live";
import { toast } from "@/components/ui/toast";
import type { LiveStatus } from "@/lib/realtime/live-connection";
import type { OrderChange } from "@/lib/realtime/topics";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/components/live/use-live", () => ({ useLive: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: { info: vi.fn() } }));

const STORE = "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3";
const ORDER = "6225c55e-3a91-4e68-a1cd-75dfa49cce6b";
let hear: (change: OrderChange | null) => void = () => undefined;
let status: LiveStatus = "live";

beforeEach(() => {
  document.title = "Pedidos | Vitrine";
  vi.mocked(useLive).mockImplementation((_topics, onChange) => {
    hear = (change) => onChange?.(change);
    return status;
  });
});
afterEach(() => {
  vi.clearAllMocks();
  status = "live";
});

const change = (
  from: OrderChange["from"],
  to: OrderChange["to"],
  actor: OrderChange["actor"],
): OrderChange => ({
  orderId: ORDER,
  storeId: STORE,
  from,
  to,
  actor,
});

describe("the store's live board (issue 21: the store notices)", () => {
  it("follows the store's orders topic and says 'Ao vivo'", () => {
    renderWithIntl(<StoreOrdersLive storeId={STORE} newCount={0} />);
    expect(vi.mocked(useLive).mock.calls[0]![0]).toEqual([`loja:${STORE}:pedidos`]);
    expect(screen.getByRole("status")).toHaveTextContent("Ao vivo");
  });

  it("says 'Reconectando…' while the socket is down", () => {
    status = "reconnecting";
    renderWithIntl(<StoreOrdersLive storeId={STORE} newCount={0} />);
    expect(screen.getByRole("status")).toHaveTextContent("Reconectando…");
  });

  it("toasts 'Novo pedido #…' for a new order, and 'cancelado pelo cliente' for the customer's cancellation", () => {
    renderWithIntl(<StoreOrdersLive storeId={STORE} newCount={1} />);
    act(() => hear(change(null, "confirmed", "customer")));
    expect(toast.info).toHaveBeenCalledWith("Novo pedido #6225C55E", {
      description: "Confira em Pedidos e aceite para começar o preparo.",
    });
    act(() => hear(change("confirmed", "cancelled", "customer")));
    expect(toast.info).toHaveBeenLastCalledWith("Pedido #6225C55E cancelado pelo cliente");
  });

  it.each([
    ["the store accepting", change("confirmed", "preparing", "store")],
    ["the store cancelling", change("confirmed", "cancelled", "store")],
    ["a message it could not read", null],
  ])("stays quiet for %s", (_case, heard) => {
    renderWithIntl(<StoreOrdersLive storeId={STORE} newCount={1} />);
    act(() => hear(heard));
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("keeps the new orders' count in the tab title, and takes it away when none is left or the board closes", async () => {
    const { rerender, unmount } = renderWithIntl(<StoreOrdersLive storeId={STORE} newCount={2} />);
    expect(document.title).toBe("(2) Pedidos | Vitrine");
    rerender(<StoreOrdersLive storeId={STORE} newCount={3} />);
    expect(document.title).toBe("(3) Pedidos | Vitrine");
    rerender(<StoreOrdersLive storeId={STORE} newCount={0} />);
    expect(document.title).toBe("Pedidos | Vitrine");
    rerender(<StoreOrdersLive storeId={STORE} newCount={1} />);
    // the page writes its own title again (streamed metadata, a refresh): the count comes back
    document.title = "Pedidos | Vitrine";
    await waitFor(() => expect(document.title).toBe("(1) Pedidos | Vitrine"));
    unmount();
    expect(document.title).toBe("Pedidos | Vitrine");
  });
});
