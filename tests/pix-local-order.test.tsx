import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { GET } from "@/app/api/pix/route";
import { LocalOrderDetail } from "@/components/orders/local-order-detail";
import { orders } from "@/fixtures/orders";
import type { Order } from "@/lib/orders/types";
import { getCustomer } from "@/lib/data/orders";
import { LOCAL_ORDERS_KEY, saveLocalOrders } from "@/lib/orders/local-orders";
import { fetchPixCharge, PIX_FETCH_TIMEOUT_MS } from "@/lib/pix/client";
import { renderWithIntl } from "@/tests/support/render";

const base = orders.find((order) => order.paymentMethod === "pix")!;
// An order placed at checkout a minute ago: it lives only in this browser.
const local: Order = {
  ...base,
  id: "5b0f3c1e-8a2d-4f6b-9c7e-1d2a3b4c5d6e",
  status: "confirmed",
  orderTime: new Date(Date.now() - 60_000).toISOString(),
};

type PixAnswer = "route" | "fail";
let answers: PixAnswer[] = [];
const requested: URL[] = [];
const originalFetch = globalThis.fetch;

beforeEach(() => {
  answers = [];
  requested.length = 0;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== "/api/pix") return originalFetch(input, init);
    requested.push(url);
    if ((answers.shift() ?? "route") === "fail") return new Response("{}", { status: 503 });
    const { NextRequest } = await import("next/server");
    return GET(new NextRequest(url));
  }) as typeof fetch;
  saveLocalOrders([local]);
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  window.localStorage.removeItem(LOCAL_ORDERS_KEY);
  vi.useRealTimers();
});

function renderLocal() {
  return renderWithIntl(
    <LocalOrderDetail
      orderId={local.id}
      customer={getCustomer(local.customerId)}
      viewerType="cliente"
      basePath="/order"
    />,
  );
}

describe("a Pix order placed in this browser (product.md D13)", () => {
  it("asks the server for the code of its total and txid, and shows it", async () => {
    renderLocal();
    expect(await screen.findByText("Aguardando pagamento", {}, { timeout: 10_000 })).toBeInTheDocument();
    const code = screen.getByRole("textbox", { name: "Pix copia e cola" });
    expect((code as HTMLTextAreaElement).value).toMatch(/^000201/);
    expect(screen.getByRole("img", { name: /^QR Code Pix/ })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    );
    expect(requested[0]?.searchParams.get("txid")).toBe("5B0F3C1E8A2D4F6B9C7E1D2A3");
    expect(requested[0]?.searchParams.get("amount")).toBe(local.total.toFixed(2));
  });

  it("says the code could not be generated, and tries again on request", async () => {
    answers = ["fail"];
    renderLocal();
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("Não foi possível gerar o código Pix.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" })));
    expect(await screen.findByText("Aguardando pagamento", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requested).toHaveLength(2);
  });
});

describe("fetchPixCharge", () => {
  it(`gives up after ${PIX_FETCH_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      })) as typeof fetch;
    const pending = fetchPixCharge(local, new AbortController().signal);
    const outcome = expect(pending).rejects.toThrow(/aborted/);
    await vi.advanceTimersByTimeAsync(PIX_FETCH_TIMEOUT_MS);
    await outcome;
  });

  it("refuses an answer that is not a BR Code with an SVG QR Code", async () => {
    globalThis.fetch = (async () =>
      Response.json({
        code: "https://phishing.example",
        qrSrc: "https://phishing.example/qr.png",
        issuedAt: local.orderTime,
        expiresAt: local.orderTime,
      })) as typeof fetch;
    await expect(fetchPixCharge(local, new AbortController().signal)).rejects.toThrow();
  });
});
