import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, vi } from "vitest";

let root: Root | undefined;

/** Unmounts what serverThenHydrate mounted and gives the real clock back after each test of the file. */
export function cleanUpHydrationAfterEach(): void {
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
    vi.useRealTimers();
  });
}

/**
 * Server-renders `ui` at `renderedAt`, then hydrates that HTML in a browser whose clock says `browserNow`.
 * Returns the server's HTML and the spy React reports hydration mismatches to.
 */
export async function serverThenHydrate(ui: ReactElement, renderedAt: Date, browserNow: Date) {
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
