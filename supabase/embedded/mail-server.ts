import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { HttpError, readJson, sendJson, sendRaw } from "./http";
import { snippet, type Outbox, type StoredMail } from "./mail-outbox";

/** The outbox answers on loopback only: its messages hold live sign-in links. */
export const MAIL_HOST = "127.0.0.1";
const DEFAULT_LIMIT = 50;

/** Mailpit's `MessageSummary`. */
function summary(mail: StoredMail) {
  return {
    ID: mail.id,
    MessageID: mail.messageId,
    Read: mail.read,
    From: mail.from,
    To: mail.to,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: mail.subject,
    Created: mail.created.toISOString(),
    Username: "",
    Tags: [],
    Size: mail.size,
    Attachments: 0,
    Snippet: snippet(mail),
  };
}

/** Mailpit's `Message`. */
function message(mail: StoredMail) {
  return {
    ID: mail.id,
    MessageID: mail.messageId,
    From: mail.from,
    To: mail.to,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: mail.from.Address,
    Subject: mail.subject,
    ListUnsubscribe: { Header: "", Links: [], Errors: "", HeaderPost: "" },
    Date: mail.created.toISOString(),
    Tags: [],
    Username: "",
    Text: mail.text,
    HTML: mail.html,
    Size: mail.size,
    Inline: [],
    Attachments: [],
  };
}

function page(url: URL): { start: number; limit: number } {
  const start = Math.max(0, Number.parseInt(url.searchParams.get("start") ?? "0", 10) || 0);
  const limit = Math.max(1, Number.parseInt(url.searchParams.get("limit") ?? "", 10) || DEFAULT_LIMIT);
  return { start, limit };
}

/** Mailpit's `MessagesSummary`, for the whole mailbox or a search. */
function listing(outbox: Outbox, url: URL, query?: string) {
  const matching = outbox.list(query);
  const { start, limit } = page(url);
  const messages = matching.slice(start, start + limit).map(summary);
  return {
    total: outbox.total,
    unread: outbox.unread,
    count: messages.length,
    messages_count: matching.length,
    messages_unread: matching.filter((mail) => !mail.read).length,
    start,
    tags: [],
    messages,
  };
}

async function route(outbox: Outbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const method = req.method ?? "GET";
  const path = url.pathname;
  if (method === "GET" && (path === "/livez" || path === "/readyz"))
    return sendRaw(res, 200, "ok", {}, "text/plain");
  if (path === "/api/v1/messages" && method === "GET") return sendJson(res, 200, listing(outbox, url));
  if (path === "/api/v1/search" && method === "GET") {
    return sendJson(res, 200, listing(outbox, url, url.searchParams.get("query") ?? ""));
  }
  if (path === "/api/v1/messages" && method === "DELETE") {
    const body = await readJson(req);
    const ids = body && !Array.isArray(body) && Array.isArray(body.IDs) ? body.IDs.map(String) : undefined;
    outbox.delete(ids);
    return sendRaw(res, 200, "ok", {}, "text/plain");
  }
  const one = /^\/api\/v1\/message\/([A-Za-z0-9]+)$/.exec(path);
  if (one && method === "GET") {
    const mail = outbox.get(one[1]!);
    if (!mail) return sendRaw(res, 404, "message not found", {}, "text/plain");
    mail.read = true;
    return sendJson(res, 200, message(mail));
  }
  req.resume();
  sendRaw(res, 404, "404 page not found", {}, "text/plain");
}

export type MailServer = { url: string; port: number; close(): Promise<void> };

/** The outbox's Mailpit-compatible HTTP API (GET /api/v1/messages, /message/{ID}, /search; DELETE /messages). */
export async function startMailServer(outbox: Outbox, port: number): Promise<MailServer> {
  const server: Server = createServer((req, res) => {
    route(outbox, req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 400;
      if (!req.readableEnded) req.resume();
      sendRaw(res, status, error instanceof Error ? error.message : "bad request", {}, "text/plain");
    });
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new Error(
              `A porta ${port} do e-mail local já está em uso (port already in use): ` +
                "pare o outro processo (supabase start usa a mesma) ou defina VITRINE_MAIL_PORT.",
            )
          : error,
      );
    };
    server.once("error", onError);
    server.listen(port, MAIL_HOST, () => {
      server.off("error", onError);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${MAIL_HOST}:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
