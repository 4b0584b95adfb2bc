import { isValidElement, type ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { makeOrder } from "@/tests/support/sample-orders";

// The page's own decisions, with its data and access checks standing in: who asks, which order, which Pix.
const calls = vi.hoisted(() => ({
  requireUser: vi.fn(),
  requireArea: vi.fn(),
  getOrderForViewer: vi.fn(),
  pixStateForOrder: vi.fn(),
}));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));
vi.mock("@/lib/data/access", () => ({
  requireUser: calls.requireUser,
  requireArea: calls.requireArea,
  orNotFound: <T>(value: T | undefined) => {
    if (value === undefined) throw new Error("NEXT_NOT_FOUND");
    return value;
  },
}));
vi.mock("@/lib/data/orders", () => ({ getOrderForViewer: calls.getOrderForViewer }));
vi.mock("@/lib/pix/charge", () => ({ pixStateForOrder: calls.pixStateForOrder }));

const { orderRoutePage, orderRouteMetadata } = await import("@/components/orders/order-route");
const { OrderDetail } = await import("@/components/orders/order-detail");

const ana = {
  id: "4105777f-686d-4c13-a805-fe8808d84b12",
  type: "cliente",
  name: "Ana",
  profile: { nome_completo: "Ana Paula Souza" },
};
const order = makeOrder({ paymentMethod: "pix", status: "confirmed" });

/** Renders the page down to what its Suspense boundary streams: the detail, or a thrown notFound(). */
async function streamed(basePath: string, access: Parameters<typeof orderRoutePage>[1], orderId: string) {
  const page = orderRoutePage(basePath, access)({ params: Promise.resolve({ orderId }) }) as ReactElement<{
    children: ReactElement<Record<string, unknown>>;
  }>;
  const inner = page.props.children;
  const render = inner.type as (props: Record<string, unknown>) => Promise<ReactElement>;
  return render(inner.props);
}

beforeEach(() => {
  vi.clearAllMocks();
  calls.requireUser.mockResolvedValue(ana);
  calls.requireArea.mockResolvedValue(ana);
  calls.pixStateForOrder.mockResolvedValue({ status: "error" });
});

describe("an order page decides on the server, before anything of the order renders", () => {
  it("renders the viewer's own order with its Pix charge built on the server", async () => {
    calls.getOrderForViewer.mockResolvedValue({ order, company: undefined });
    const detail = await streamed("/customer/order", "customer", order.id);
    expect(calls.requireArea).toHaveBeenCalledWith("customer");
    expect(calls.getOrderForViewer).toHaveBeenCalledWith(ana, order.id);
    expect(calls.pixStateForOrder).toHaveBeenCalledWith(order);
    expect(isValidElement(detail) && detail.type).toBe(OrderDetail);
    expect(detail.props).toMatchObject({
      order,
      basePath: "/customer/order",
      viewer: { id: ana.id, type: "cliente", name: "Ana Paula Souza" },
      pix: { status: "error" },
    });
  });

  it("answers someone else's order (or an unknown id) with notFound(), never rendering it", async () => {
    calls.getOrderForViewer.mockResolvedValue(undefined);
    await expect(streamed("/order", "store", order.id)).rejects.toThrow("NEXT_NOT_FOUND");
    expect(calls.requireUser).toHaveBeenCalledOnce();
    expect(calls.pixStateForOrder).not.toHaveBeenCalled();
  });

  it("answers a malformed id with notFound() without reading any order", async () => {
    await expect(streamed("/company/order", "company", "nao-e-um-pedido")).rejects.toThrow("NEXT_NOT_FOUND");
    expect(calls.requireArea).toHaveBeenCalledWith("company");
    expect(calls.getOrderForViewer).not.toHaveBeenCalled();
  });

  it("is a private page, never indexed", async () => {
    expect(await orderRouteMetadata()).toEqual({ title: "metaTitle", robots: { index: false } });
  });
});
