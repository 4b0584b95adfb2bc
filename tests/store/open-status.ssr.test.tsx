import { act, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";

import { OpenStatus } from "@/components/store/open-status";
import messages from "@/messages/pt-BR.json";

import { cleanUpHydrationAfterEach, serverThenHydrate } from "../support/hydrate";

import { MONDAY_NIGHT, MONDAY_NOON, weekdayHours } from "./fixtures";

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

cleanUpHydrationAfterEach();

/** OpenStatus server-rendered at `renderedAt`, hydrated at `browserNow`. */
function serverThenHydrateStatus(renderedAt: Date, browserNow: Date) {
  return serverThenHydrate(
    <Providers>
      <OpenStatus openingHours={weekdayHours} renderedAt={renderedAt.getTime()} />
    </Providers>,
    renderedAt,
    browserNow,
  );
}

describe("OpenStatus never shows a stale prerendered status (product.md §4)", () => {
  it("rendered while open, opened in the browser after closing: 'Fechado' without a hydration mismatch", async () => {
    const { html, recoverable } = await serverThenHydrateStatus(MONDAY_NOON, MONDAY_NIGHT);
    expect(html).toContain("Aberto");
    expect(screen.getByText("Fechado · abre amanhã às 08:00")).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("rendered while closed, opened during opening hours: 'Aberto'", async () => {
    const { html, recoverable } = await serverThenHydrateStatus(MONDAY_NIGHT, MONDAY_NOON);
    expect(html).toContain("Fechado · abre amanhã às 08:00");
    expect(screen.getByText("Aberto")).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("re-checks every minute: a page left open flips to 'Fechado' at closing time", async () => {
    const beforeClose = new Date("2026-11-16T17:59:30-03:00");
    await serverThenHydrateStatus(beforeClose, beforeClose);
    expect(screen.getByText("Aberto")).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(20_000); // 17:59:50
    });
    expect(screen.getByText("Aberto")).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(15_000); // past 18:00
    });
    expect(screen.getByText("Fechado · abre amanhã às 08:00")).toBeInTheDocument();
  });
});
