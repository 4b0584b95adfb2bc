import { act, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { OpenStatus } from "@/components/store/open-status";
import messages from "@/messages/pt-BR.json";

import { MONDAY_NIGHT, MONDAY_NOON, weekdayHours } from "./fixtures";

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

/** Server-renders at `renderedAt`, then hydrates in a browser whose clock says `browserNow`. */
async function serverThenHydrate(renderedAt: Date, browserNow: Date) {
  const ui = (
    <Providers>
      <OpenStatus openingHours={weekdayHours} renderedAt={renderedAt.getTime()} />
    </Providers>
  );
  vi.useFakeTimers({ now: renderedAt, toFake: ["Date", "setTimeout", "clearTimeout"] });
  const html = renderToString(ui);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  vi.setSystemTime(browserNow);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
  });
  return { html, recoverable };
}

describe("OpenStatus never shows a stale prerendered status (spec 4)", () => {
  it("rendered while open, opened in the browser after closing: 'Fechado' without a hydration mismatch", async () => {
    const { html, recoverable } = await serverThenHydrate(MONDAY_NOON, MONDAY_NIGHT);
    expect(html).toContain("Aberto");
    expect(screen.getByText("Fechado · abre amanhã às 08:00")).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("rendered while closed, opened during opening hours: 'Aberto'", async () => {
    const { html, recoverable } = await serverThenHydrate(MONDAY_NIGHT, MONDAY_NOON);
    expect(html).toContain("Fechado · abre amanhã às 08:00");
    expect(screen.getByText("Aberto")).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("re-checks every minute: a page left open flips to 'Fechado' at closing time", async () => {
    const beforeClose = new Date("2026-11-16T17:59:30-03:00");
    await serverThenHydrate(beforeClose, beforeClose);
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
