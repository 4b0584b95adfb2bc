import { describe, expect, it } from "vitest";

import {
  approvalLabelKey,
  approvalShares,
  canDecide,
  countByTab,
  decideCompany,
  filterByTab,
  opensDetailsOnRowTap,
  removeCompany,
  sortNewestFirst,
  type CompanyTab,
} from "@/lib/admin/companies";

import { adminCompany, companiesWith } from "./admin-company-sample";

describe("company approval tabs (product.md §2 Empresas)", () => {
  const list = companiesWith(5, 3, 2);

  it.each<[CompanyTab, number, string]>([
    ["all", 10, "every company"],
    ["pending", 3, "only pending"],
    ["approved", 5, "only approved"],
    ["rejected", 2, "only rejected"],
  ])("tab %s lists %i companies (%s)", (tab, count) => {
    const shown = filterByTab(list, tab);
    expect(shown).toHaveLength(count);
    if (tab !== "all") expect(shown.every((company) => company.approval === tab)).toBe(true);
  });

  it("counts each tab", () => {
    expect(countByTab(list)).toEqual({ all: 10, pending: 3, approved: 5, rejected: 2 });
    expect(countByTab([])).toEqual({ all: 0, pending: 0, approved: 0, rejected: 0 });
  });

  it.each<[string, number, number, number, [number, number, number]]>([
    ["halves and fifths", 5, 3, 2, [50, 30, 20]],
    ["thirds round to the nearest percent", 1, 1, 1, [33, 33, 33]],
    ["two of three rounds up", 2, 1, 0, [67, 33, 0]],
    ["no companies is 0%, never NaN", 0, 0, 0, [0, 0, 0]],
  ])(
    "progress cards are the rounded share of the total: %s",
    (_case, approved, pending, rejected, percents) => {
      const shares = approvalShares(companiesWith(approved, pending, rejected));
      expect(shares.map((share) => share.status)).toEqual(["approved", "pending", "rejected"]);
      expect(shares.map((share) => share.count)).toEqual([approved, pending, rejected]);
      expect(shares.map((share) => share.percent)).toEqual(percents);
    },
  );
});

describe("company approval transitions (product.md §4)", () => {
  it.each([
    ["pending", true],
    ["approved", false],
    ["rejected", false],
  ] as const)("a %s company shows approve/reject: %s", (approval, shown) => {
    expect(canDecide({ approval })).toBe(shown);
  });

  it.each(["approved", "rejected"] as const)("pending goes to %s", (decision) => {
    const pending = adminCompany({ approval: "pending" });
    const other = adminCompany({ approval: "pending" });
    const next = decideCompany([pending, other], pending.id, decision);
    expect(next.map((company) => company.approval)).toEqual([decision, "pending"]);
  });

  it.each(["approved", "rejected"] as const)("a %s company has no further transition", (approval) => {
    const company = adminCompany({ approval });
    const flipped = approval === "approved" ? "rejected" : "approved";
    expect(decideCompany([company], company.id, flipped)[0]?.approval).toBe(approval);
  });

  it("deleting removes only that company", () => {
    const [first, second] = companiesWith(2, 0, 0);
    expect(removeCompany([first!, second!], first!.id)).toEqual([second]);
  });

  it.each([
    ["approved", "approved"],
    ["pending", "pending"],
    ["rejected", "rejected"],
    ["suspended", "unknown"],
    ["", "unknown"],
  ])("status %j reads as the %s label (Aprovada, Pendente, Rejeitada, Desconhecido)", (status, key) => {
    expect(approvalLabelKey(status)).toBe(key);
  });

  it("lists the newest application first, then by name", () => {
    const old = adminCompany({ name: "B", createdAt: "2025-01-01T10:00:00-03:00" });
    const recentB = adminCompany({ name: "Bela", createdAt: "2026-11-18T10:00:00-03:00" });
    const recentA = adminCompany({ name: "Açaí", createdAt: "2026-11-18T10:00:00-03:00" });
    expect(sortNewestFirst([old, recentB, recentA]).map((c) => c.name)).toEqual(["Açaí", "Bela", "B"]);
  });
});

describe("row tap (product.md §9: width below 768 opens the details)", () => {
  it.each([
    [375, true],
    [767, true],
    [768, false],
    [1280, false],
  ])("at %i px: %s", (width, opens) => {
    expect(opensDetailsOnRowTap(width)).toBe(opens);
  });
});
