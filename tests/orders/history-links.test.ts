import { describe, expect, it } from "vitest";

import { itemLines, toCustomerOrder, toHistoryEntry } from "@/lib/orders/derive";
import { filterHistory, orderCode, type HistoryTab } from "@/lib/orders/history";
import {
  directionsUrl,
  formatAddress,
  formatDeliveryAddress,
  telHref,
  whatsappHref,
} from "@/lib/orders/links";
import type { HistoryEntry } from "@/lib/orders/types";
import { makeOrder } from "@/tests/support/sample-orders";

const entry = (id: string, status: HistoryEntry["status"]): HistoryEntry => ({
  id,
  date: "2025-03-01",
  time: "12:00",
  status,
  total: 10,
  items: 1,
  company: "Loja",
  companyLogo: "/images/logo.svg",
});
const entries = [
  entry("a", "delivered"),
  entry("b", "preparing"),
  entry("c", "cancelled"),
  entry("d", "confirmed"),
  entry("e", "on_way"),
  entry("f", "ready"),
];

describe("order history tabs (product.md §2)", () => {
  it.each([
    { tab: "all", ids: "abcdef" },
    { tab: "delivered", ids: "a" },
    // 'Em andamento' is every open order: waiting for the store, in the kitchen, ready, on the way
    { tab: "inProgress", ids: "bdef" },
    { tab: "cancelled", ids: "c" },
  ] satisfies Array<{ tab: HistoryTab; ids: string }>)("$tab shows $ids", ({ tab, ids }) => {
    expect(
      filterHistory(entries, tab)
        .map((e) => e.id)
        .join(""),
    ).toBe(ids);
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
  const to = makeOrder().address!;

  it("writes the delivery address copied onto the order in one line, complement included", () => {
    expect(formatDeliveryAddress(to)).toBe(
      "Rua Paraíba, 575, apto 802, Funcionários, Belo Horizonte - MG, 30130-140",
    );
    expect(formatDeliveryAddress({ ...to, complement: null })).toBe(
      "Rua Paraíba, 575, Funcionários, Belo Horizonte - MG, 30130-140",
    );
  });

  it("builds an encoded Google Maps directions URL from the store to the customer (no apartment for a map)", () => {
    const url = new URL(directionsUrl(from, to));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("origin")).toBe(formatAddress(from));
    expect(url.searchParams.get("destination")).toBe(
      "Rua Paraíba, 575, Funcionários, Belo Horizonte - MG, 30130-140",
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

describe("what the customer's screens show of an order", () => {
  it("dates a late-evening order on the Brazilian calendar day, named after the store it was placed at", () => {
    const order = makeOrder({ orderTime: "2025-03-13T01:30:00.000Z", companyName: "Padaria Antiga" });
    expect(toHistoryEntry(order, null)).toEqual({
      id: order.id,
      date: "2025-03-12",
      time: "22:30",
      status: "preparing",
      total: 37.49,
      items: 3,
      company: "Padaria Antiga",
      companyLogo: null,
    });
  });

  it("lists a dashboard card's items as '2x name'", () => {
    const order = makeOrder({ status: "delivered" });
    expect(itemLines(order)).toEqual([
      "1x Pão francês (10 unidades)",
      "2x Pão de queijo mineiro (6 unidades)",
    ]);
    expect(toCustomerOrder(order)).toMatchObject({
      restaurantName: "Padaria Pão Quente",
      status: "delivered",
      date: "2026-11-21",
      deliveryTime: "20-30 min",
    });
  });
});
