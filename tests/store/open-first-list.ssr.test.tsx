import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { OpenFirst } from "@/components/store/open-first";
import type { OpeningHours } from "@/lib/catalog/types";
import { storeCardsOf } from "@/lib/store/cards";
import { StoreCards } from "@/components/store/store-cards";

import { makeCompany } from "./fixtures";

import { cleanUpHydrationAfterEach, serverThenHydrate } from "../support/hydrate";

const every = (open: string, close: string): OpeningHours => ({
  monday: { open, close, closed: false },
  tuesday: { open, close, closed: false },
});
const hours = {
  bakery: every("06:00", "21:00"),
  pizza: every("18:00", "23:59"),
  pharmacy: every("00:00", "23:59"),
};
const ranking = ["bakery", "pizza", "pharmacy"] as const;
const companies = ranking.map((id) => makeCompany({ id, openingHours: hours[id] }));
// Monday 2026-11-16 in São Paulo (UTC-3).
const FOUR_AM = new Date("2026-11-16T04:00:00-03:00");
const NOON = new Date("2026-11-16T12:00:00-03:00");

function List({ renderedAt }: { renderedAt: number }) {
  return (
    <StoreCards {...storeCardsOf(companies, renderedAt)}>
      <ul>
        <OpenFirst companyIds={ranking}>
          {ranking.map((id) => (
            <li key={id}>{id}</li>
          ))}
        </OpenFirst>
      </ul>
    </StoreCards>
  );
}

const order = () => screen.getAllByRole("listitem").map((item) => item.textContent);

cleanUpHydrationAfterEach();

/** The list server-rendered at `renderedAt`, hydrated at `browserNow`; `serverOrder` is the server HTML's order. */
async function serverThenHydrateList(renderedAt: Date, browserNow: Date) {
  const { html, recoverable } = await serverThenHydrate(
    <List renderedAt={renderedAt.getTime()} />,
    renderedAt,
    browserNow,
  );
  const server = document.createElement("div");
  server.innerHTML = html;
  const serverOrder = [...server.querySelectorAll("li")].map((item) => item.textContent);
  return { serverOrder, recoverable };
}

describe("OpenFirst: open stores first on the shopper's clock (product.md D13)", () => {
  it("the server orders at render time and the browser keeps that order when the status agrees", async () => {
    const { serverOrder, recoverable } = await serverThenHydrateList(FOUR_AM, FOUR_AM);
    expect(serverOrder).toEqual(["pharmacy", "bakery", "pizza"]);
    expect(order()).toEqual(["pharmacy", "bakery", "pizza"]);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("rendered at noon, opened at 04:00: re-sorted in the DOM without a hydration mismatch", async () => {
    const { serverOrder, recoverable } = await serverThenHydrateList(NOON, FOUR_AM);
    expect(serverOrder).toEqual(["bakery", "pharmacy", "pizza"]);
    expect(order()).toEqual(["pharmacy", "bakery", "pizza"]);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("re-sorts when a store opens while the page stays open", async () => {
    const beforeSix = new Date("2026-11-16T17:59:30-03:00");
    await serverThenHydrateList(beforeSix, beforeSix);
    expect(order()).toEqual(["bakery", "pharmacy", "pizza"]);
    await act(async () => {
      vi.advanceTimersByTime(35_000); // past 18:00: the pizza opens
    });
    expect(order()).toEqual(["bakery", "pizza", "pharmacy"]);
  });
});
