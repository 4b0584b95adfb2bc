import { NextRequest, NextResponse } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NOT_FOUND_PATH } from "@/lib/auth/guard";

// The session step and the order read are the proxy's two calls out: here they answer as each case says.
const updateSession = vi.hoisted(() => vi.fn());
const canOpenOrder = vi.hoisted(() => vi.fn());
vi.mock("@/lib/supabase/proxy", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/supabase/proxy")>()),
  updateSession,
}));
vi.mock("@/lib/data/orders", () => ({ canOpenOrder }));

const { proxy } = await import("@/proxy");

const ID = "14ffc248-c8c9-4303-b570-86b86748d12d";
const client = { from: vi.fn() };

function signedIn(type: "cliente" | "empresa" | null) {
  updateSession.mockResolvedValue({
    response: NextResponse.next(),
    claims: type ? { tipo_conta: type } : null,
    unavailable: false,
    client: type ? client : null,
  });
}

const get = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
const rewrittenTo = (response: Response) => response.headers.get("x-middleware-rewrite");

beforeEach(() => {
  updateSession.mockReset();
  canOpenOrder.mockReset();
});

describe("someone else's order is a real 404 before anything renders", () => {
  it("asks the database once, as the viewer, and answers the 404 page when the order is not theirs", async () => {
    signedIn("cliente");
    canOpenOrder.mockResolvedValue(false);
    const response = await get(`/customer/order/${ID}`);
    expect(canOpenOrder).toHaveBeenCalledExactlyOnceWith(client, ID);
    expect(new URL(rewrittenTo(response) ?? "").pathname).toBe(NOT_FOUND_PATH);
  });

  it("lets the viewer's own order through to the page", async () => {
    signedIn("empresa");
    canOpenOrder.mockResolvedValue(true);
    const response = await get(`/company/order/${ID}`);
    expect(canOpenOrder).toHaveBeenCalledOnce();
    expect(rewrittenTo(response)).toBeNull();
  });

  it("answers a malformed id with the 404 page without asking the database", async () => {
    signedIn("cliente");
    const response = await get("/order/nao-e-um-pedido");
    expect(canOpenOrder).not.toHaveBeenCalled();
    expect(new URL(rewrittenTo(response) ?? "").pathname).toBe(NOT_FOUND_PATH);
  });

  it("leaves the decision to the page when the read fails (it reads again and shows its error)", async () => {
    signedIn("cliente");
    canOpenOrder.mockRejectedValue(new Error("Falha ao ler o pedido"));
    const response = await get(`/order/${ID}`);
    expect(rewrittenTo(response)).toBeNull();
  });

  it("sends a visitor to /login without asking", async () => {
    signedIn(null);
    const response = await get(`/order/${ID}`);
    expect(canOpenOrder).not.toHaveBeenCalled();
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toContain("/login");
  });

  it("asks nothing on pages that are not an order", async () => {
    signedIn("cliente");
    await get("/customer/orders");
    expect(canOpenOrder).not.toHaveBeenCalled();
  });
});
