import { expect, type Page, type WebSocket } from "@playwright/test";

import { LOCAL_SECRET_KEY } from "../../supabase/embedded/keys";
import { BACKEND } from "./backend";

/** A live screen's indicator once its channels have joined ('Ao vivo'). */
export async function expectLive(page: Page): Promise<void> {
  await expect(page.locator('[data-live-status="live"]')).toHaveText("Ao vivo", { timeout: 15_000 });
}

/**
 * Every frame the page's Realtime sockets receive, from now on (Playwright sees the browser's websockets):
 * `changes()` counts the order changes among them, `frames()` all of them.
 */
export function watchSocket(page: Page) {
  const received: string[] = [];
  const listen = (socket: WebSocket) => {
    if (!socket.url().includes("/realtime/v1/websocket")) return;
    socket.on("framereceived", (frame) =>
      received.push(typeof frame.payload === "string" ? frame.payload : frame.payload.toString("utf8")),
    );
  };
  page.on("websocket", listen);
  return {
    frames: () => received.length,
    changes: () => received.filter((frame) => frame.includes("pedido_mudou")).length,
  };
}

/** Marks the page's document, to prove later that it was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { vitrineNoReload: boolean }).vitrineNoReload = true));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { vitrineNoReload?: boolean }).vitrineNoReload),
    "the page was not reloaded",
  ).toBe(true);
}

/** Drops every Realtime socket on the backend, as a network failure would (internal test route). */
export async function dropRealtimeSockets(refuseForMs = 0): Promise<void> {
  const response = await fetch(`${BACKEND}/__vitrine/realtime/drop?for=${refuseForMs}`, {
    method: "POST",
    headers: { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
  });
  if (!response.ok) throw new Error(`realtime drop refused: ${response.status} ${await response.text()}`);
}
