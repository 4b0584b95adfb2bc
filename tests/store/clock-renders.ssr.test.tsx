import { act, screen } from "@testing-library/react";
import { Profiler, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";

import { useOpeningStatus, useOpenFirstOrder } from "@/components/store/use-open-now";
import type { OpeningHours } from "@/lib/catalog/types";

import { cleanUpHydrationAfterEach, serverThenHydrate } from "../support/hydrate";

import { MONDAY_NIGHT, MONDAY_NOON, weekdayHours } from "./fixtures";

/**
 * The storefront's clock re-renders a card only when what it shows changes (product.md D12): a prerendered page
 * is minutes or hours old when it is opened, and every card used to render twice on hydration, and again
 * every minute, for nothing.
 */

cleanUpHydrationAfterEach();

const at = (time: string) => new Date(`2026-11-16T${time}:00-03:00`);
const MINUTE = 60_000;
// the ticker fires just after each minute turns (components/store/use-open-now.ts)
const tick = () => act(async () => vi.advanceTimersByTime(MINUTE));
const pastTheMinute = () => act(async () => vi.advanceTimersByTime(100));

// commits of the probe's tree in the browser (hydration included); a render with no change commits nothing
let renders = 0;
const counted = (probe: ReactElement) => (
  <Profiler id="probe" onRender={() => (renders += 1)}>
    {probe}
  </Profiler>
);

function StatusProbe({ renderedAt, hours = weekdayHours }: { renderedAt: Date; hours?: OpeningHours }) {
  const { open, opensAt } = useOpeningStatus(hours, renderedAt.getTime());
  return <p>{open ? "aberto" : `fechado ${opensAt ? `${opensAt.day} ${opensAt.time}` : "sem horário"}`}</p>;
}

const companies = {
  padaria: { openingHours: weekdayHours },
  pizzaria: { openingHours: { monday: { open: "18:00", close: "23:00", closed: false } } },
};

function OrderProbe({ renderedAt }: { renderedAt: Date }) {
  const order = useOpenFirstOrder(["pizzaria", "padaria"], companies, renderedAt.getTime());
  return <p>{order.join(",")}</p>;
}

describe("a card hydrated later than the page was rendered", () => {
  it("renders once when the store's status is the same as at render time", async () => {
    renders = 0;
    const { recoverable } = await serverThenHydrate(
      counted(<StatusProbe renderedAt={MONDAY_NOON} />),
      MONDAY_NOON,
      at("15:40"),
    );
    expect(screen.getByText("aberto")).toBeInTheDocument();
    // the hydration commit only: no second pass for a clock that moved on
    expect(renders).toBe(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("renders again, with the new status, when the store closed in between", async () => {
    renders = 0;
    await serverThenHydrate(counted(<StatusProbe renderedAt={MONDAY_NOON} />), MONDAY_NOON, MONDAY_NIGHT);
    expect(screen.getByText("fechado tomorrow 08:00")).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  it("a store that never opens reads 'closed' with no next opening, on the server and in the browser", async () => {
    renders = 0;
    await serverThenHydrate(
      counted(<StatusProbe renderedAt={MONDAY_NOON} hours={{}} />),
      MONDAY_NOON,
      MONDAY_NIGHT,
    );
    expect(screen.getByText("fechado sem horário")).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});

describe("the minute ticker", () => {
  it("re-renders nothing on a minute that changes no status, and re-renders on the minute the store closes", async () => {
    renders = 0;
    await serverThenHydrate(counted(<StatusProbe renderedAt={at("17:57")} />), at("17:57"), at("17:57"));
    expect(renders).toBe(1);
    await pastTheMinute();
    await tick(); // 17:58
    await tick(); // 17:59
    expect(renders).toBe(1);
    expect(screen.getByText("aberto")).toBeInTheDocument();
    await tick(); // 18:00 is closing time
    expect(screen.getByText("fechado tomorrow 08:00")).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  it("an open-first list re-sorts only when a store opens or closes", async () => {
    renders = 0;
    await serverThenHydrate(counted(<OrderProbe renderedAt={at("17:58")} />), at("17:58"), at("17:58"));
    expect(screen.getByText("1,0")).toBeInTheDocument(); // the bakery (open) before the pizzeria (closed)
    await pastTheMinute();
    await tick(); // 17:59
    expect(renders).toBe(1);
    await tick(); // 18:00: the bakery closes, the pizzeria opens
    expect(screen.getByText("0,1")).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
