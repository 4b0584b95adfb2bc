import { describe, expect, it } from "vitest";

import { orders } from "@/fixtures/orders";
import type { HistoryEntry } from "@/lib/orders/types";
import { toHistoryEntry } from "@/lib/orders/derive";
import { filterHistory, mergeHistory, orderCode, type HistoryTab } from "@/lib/orders/history";
import { directionsUrl, formatAddress, telHref, whatsappHref } from "@/lib/orders/links";

const entry = (id: string, status: HistoryEntry["status"], date: string, time: string): HistoryEntry => ({
  id,
  date,
  time,
  status,
  total: 10,
  items: 1,
  company: "Loja",
  companyLogo: "/images/logo.svg",
});
const entries = [
  entry("a", "delivered", "2025-03-01", "12:00"),
  entry("b", "preparing", "2025-03-02", "12:00"),
  entry("c", "cancelled", "2025-03-03", "12:00"),
  entry("d", "confirmed", "2025-03-04", "12:00"),
  entry("e", "on_way", "2025-03-05", "12:00"),
  entry("f", "ready", "2025-03-06", "12:00"),
];

describe("order history tabs (product.md §2)", () => {
  it.each([
    { tab: "all", ids: "abcdef" },
    { tab: "delivered", ids: "a" },
    { tab: "inProgress", ids: "b" },
    { tab: "cancelled", ids: "c" },
  ] satisfies Array<{ tab: HistoryTab; ids: string }>)("$tab shows $ids", ({ tab, ids }) => {
    expect(
      filterHistory(entries, tab)
        .map((e) => e.id)
        .join(""),
    ).toBe(ids);
  });

  it("merges lists newest first (date, then time) without duplicates", () => {
    const local = [
      entry("n", "confirmed", "2025-03-04", "18:30"),
      entry("a", "delivered", "2025-03-01", "12:00"),
    ];
    expect(
      mergeHistory(local, entries)
        .map((e) => e.id)
        .join(""),
    ).toBe("fendcba");
  });

  it("shortens an order id to its first block", () => {
    expect(orderCode("14ffc248-c8c9-4303-b570-86b86748d12d")).toBe("14FFC248");
  });
});

describe("order links", () => {
  const from = {
    street: "Rua Pernambuco, 1025",
    neighborhood: "Savassi",
    city: "Belo Horizonte",
    state: "MG",
    zipCode: "30130-151",
  };
  const to = {
    street: "Rua Paraíba, 575, apto 802",
    neighborhood: "Funcionários",
    city: "Belo Horizonte",
    state: "MG",
    zipCode: "30130-140",
  };

  it("builds an encoded Google Maps directions URL from the company to the customer", () => {
    const url = new URL(directionsUrl(from, to));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("origin")).toBe(formatAddress(from));
    expect(url.searchParams.get("destination")).toBe(
      "Rua Paraíba, 575, apto 802, Funcionários, Belo Horizonte - MG, 30130-140",
    );
    expect(directionsUrl(from, to)).not.toMatch(/[ ,í]/);
  });

  it.each([
    { phone: "(31) 98765-4321", tel: "tel:+5531987654321", wa: "https://wa.me/5531987654321" },
    { phone: "(31) 3224-5678", tel: "tel:+553132245678", wa: "https://wa.me/553132245678" },
    { phone: "+55 31 98765-4321", tel: "tel:+5531987654321", wa: "https://wa.me/5531987654321" },
  ])("$phone -> $tel", ({ phone, tel, wa }) => {
    expect(telHref(phone)).toBe(tel);
    expect(whatsappHref(phone)).toBe(wa);
  });
});

describe("a checkout order's history entry (one derivation for sample and checkout orders)", () => {
  it("dates a late-evening order on the Brazilian calendar day", () => {
    const order = { ...orders[0]!, orderTime: "2025-03-13T01:30:00.000Z" };
    expect(toHistoryEntry(order, { name: "X", logo: "/x.svg" })).toMatchObject({
      date: "2025-03-12",
      time: "22:30",
    });
  });
});
