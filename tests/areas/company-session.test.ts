import { describe, expect, it } from "vitest";

import type { BoardStatus, CompanyBoardOrder } from "@/lib/company/order-board";
import {
  applyOrderOutcome,
  EMPTY_SESSION,
  parseCompanySession,
  withOrderOutcome,
  type CompanySession,
} from "@/lib/company/session";

const order = (status: BoardStatus): CompanyBoardOrder => ({
  id: "o1",
  companyId: "c1",
  customer: "Ana Souza",
  items: ["1x Pão"],
  total: 10,
  status,
  time: "20:40",
});

const readied = withOrderOutcome(EMPTY_SESSION, "o1", { status: "ready" });
const cancelled = withOrderOutcome(EMPTY_SESSION, "o1", { status: "cancelled", reason: "Produto em falta" });

describe("session outcome of an order (product.md §4 transitions, product.md D11: the person sees the result)", () => {
  it.each<[string, BoardStatus, CompanySession, Partial<CompanyBoardOrder>]>([
    ["no outcome: unchanged", "preparing", EMPTY_SESSION, { status: "preparing" }],
    ["preparing marked ready reads Pronto", "preparing", readied, { status: "ready" }],
    [
      "preparing cancelled reads Cancelado with its reason",
      "preparing",
      cancelled,
      { status: "cancelled", cancelReason: "Produto em falta" },
    ],
    ["only preparing orders move: delivered stays", "delivered", cancelled, { status: "delivered" }],
    ["only preparing orders move: ready stays", "ready", cancelled, { status: "ready" }],
  ])("%s", (_name, status, session, expected) => {
    expect(applyOrderOutcome(order(status), session)).toMatchObject(expected);
  });

  it("the latest outcome of an order wins and other orders are untouched", () => {
    const session = withOrderOutcome(readied, "o2", { status: "ready" });
    expect(Object.keys(session.orders)).toEqual(["o1", "o2"]);
    expect(EMPTY_SESSION.orders).toEqual({});
  });
});

describe("stored session (sessionStorage)", () => {
  it("round-trips through JSON", () => {
    const session = withOrderOutcome(cancelled, "o2", { status: "ready" });
    expect(parseCompanySession(JSON.stringify(session))).toEqual(session);
  });

  it.each([
    ["missing", null],
    ["not JSON", "{"],
    ["another shape", JSON.stringify({ orders: [] })],
    [
      "a cancellation without a reason",
      JSON.stringify({ ...EMPTY_SESSION, orders: { o1: { status: "cancelled" } } }),
    ],
  ])("%s -> empty session", (_name, raw) => {
    expect(parseCompanySession(raw)).toEqual(EMPTY_SESSION);
  });
});
