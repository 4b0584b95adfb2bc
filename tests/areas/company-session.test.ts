import { describe, expect, it } from "vitest";

import type { Coupon } from "@/fixtures/company-coupons";
import type { BoardStatus, CompanyBoardOrder } from "@/lib/company/order-board";
import {
  applyAvailability,
  applyOrderOutcome,
  EMPTY_SESSION,
  parseCompanySession,
  sessionCoupons,
  withAvailability,
  withCoupon,
  withCouponActive,
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

describe("session outcome of an order (spec 4 transitions, issue 11: the person sees the result)", () => {
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

describe("session availability of a product (issue 11: the switch stays where it was put)", () => {
  it.each([
    [true, EMPTY_SESSION, true],
    [true, withAvailability(EMPTY_SESSION, "p1", false), false],
    [false, withAvailability(EMPTY_SESSION, "p1", true), true],
    [false, withAvailability(EMPTY_SESSION, "p2", true), false],
  ])("catalogue %s -> %s", (available, session, expected) => {
    expect(applyAvailability({ id: "p1", available }, session).available).toBe(expected);
  });
});

describe("session coupons", () => {
  const coupon = (id: string, code: string, active: boolean): Coupon => ({
    id,
    companyId: "c1",
    code,
    description: "Desconto",
    discountType: "percent",
    discountValue: 10,
    minOrder: 0,
    startsAt: "2026-12-01",
    endsAt: "2026-12-31",
    uses: 0,
    active,
  });

  it("lists new coupons first and applies switches to any coupon", () => {
    const session = withCouponActive(withCoupon(EMPTY_SESSION, coupon("n1", "NOVO10", true)), "s1", false);
    expect(sessionCoupons([coupon("s1", "SAMPLE10", true)], session).map((c) => [c.code, c.active])).toEqual([
      ["NOVO10", true],
      ["SAMPLE10", false],
    ]);
  });
});

describe("stored session (sessionStorage)", () => {
  it("round-trips through JSON", () => {
    const session = withAvailability(cancelled, "p1", false);
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
