import { STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";

import { WebSocketServer } from "ws";

import { isBrowserRequest, presentsKey } from "./browser-access";
import type { BackendContext } from "./context";
import { requireApiKey, secretKeyInBrowser } from "./gateway";
import { HttpError } from "./http";
import type { ApiKeys } from "./keys";
import { ChannelRegistry } from "./realtime-channels";
import { DEFAULT_REALTIME_SETTINGS, RealtimeConnection, type RealtimeSettings } from "./realtime-connection";
import { startDelivery, type Delivery } from "./realtime-delivery";
import { parseVsn } from "./realtime-protocol";

/** Where supabase-js opens Realtime: `<url>/realtime/v1` plus Phoenix's `/websocket`. */
export const REALTIME_PATH = "/realtime/v1/websocket";
/** Hosted's `max_frame_size`; a larger frame closes the socket (1009). */
const MAX_FRAME_BYTES = 5_000_000;
/** How long a shutdown waits for clients to answer the close frame before cutting them off. */
const CLOSE_GRACE_MS = 500;

export type RealtimeHub = {
  /** Begins fanning out committed broadcasts; called once the database is open. */
  start(ctx: BackendContext): Promise<void>;
  /**
   * Cuts every socket without a close frame, as a dropped network would, and refuses new ones for `refuseForMs`
   * (a network that stays down a while): tests prove reconnection with it.
   */
  drop(refuseForMs?: number): number;
  counts(): { sockets: number; channels: number };
  /** Closes every socket (1012, service restart: clients reconnect) and stops delivery. */
  close(): Promise<void>;
};

function refuse(socket: Duplex, error: HttpError): void {
  const body = JSON.stringify(error.body);
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ""}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The `x-` headers hosted hands its policies as `request.headers`. */
function xHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith("x-") && typeof value === "string") headers[name] = value;
  }
  return headers;
}

/**
 * Serves the Realtime websocket on the backend's own HTTP server: the gateway's API key check (and its refusal
 * of the secret key from a browser), Phoenix's `vsn`, then one RealtimeConnection per socket.
 */
export function attachRealtime(
  server: Server,
  ready: Promise<BackendContext>,
  keys: ApiKeys,
  options: { settings?: Partial<RealtimeSettings>; delivered: (count: number) => void },
): RealtimeHub {
  const settings = { ...DEFAULT_REALTIME_SETTINGS, ...options.settings };
  const registry = new ChannelRegistry();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  let delivery: Delivery | undefined;
  let closing = false;
  let refuseUntil = 0;

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== REALTIME_PATH) {
      return refuse(socket, new HttpError(404, { message: "no Route matched with those values" }));
    }
    if (isBrowserRequest(req.headers) && presentsKey(req.headers, url, keys.secret)) {
      return refuse(socket, secretKeyInBrowser("other"));
    }
    const keyRole = requireApiKey(req, url);
    const vsn = parseVsn(url.searchParams.get("vsn"));
    if (!vsn) return refuse(socket, new HttpError(403, { message: "unsupported vsn" }));
    const ctx = await ready;
    if (closing || socket.destroyed) return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      const headers = xHeaders(req);
      new RealtimeConnection(ws, { db: ctx.db, keys: ctx.keys, registry, settings, vsn, keyRole, headers });
    });
  }

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    if (closing || Date.now() < refuseUntil) return void socket.destroy();
    upgrade(req, socket, head).catch((error: unknown) => {
      if (error instanceof HttpError && !socket.destroyed) return refuse(socket, error);
      socket.destroy();
    });
  });

  return {
    async start(ctx) {
      delivery = await startDelivery(ctx.db, registry, options.delivered);
    },
    drop(refuseForMs = 0) {
      refuseUntil = Date.now() + refuseForMs;
      const sockets = [...wss.clients];
      for (const ws of sockets) ws.terminate();
      return sockets.length;
    },
    counts: () => ({ sockets: wss.clients.size, channels: registry.size }),
    async close() {
      closing = true;
      const sockets = [...wss.clients];
      const closed = sockets.map((ws) => new Promise((resolve) => ws.once("close", resolve)));
      for (const ws of sockets) ws.close(1012, "server restarting");
      const grace = new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
      await Promise.race([Promise.all(closed), grace]);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await delivery?.stop();
    },
  };
}
