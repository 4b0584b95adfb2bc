import type { IncomingMessage, ServerResponse } from "node:http";

import {
  ACTION_BODY_LIMIT_BYTES,
  decideActionRequest,
  isActionPost,
  type ActionRequest,
} from "@/lib/auth/action-guard";
import { checkActionBody, type ActionBodyVerdict, type ActionField } from "@/lib/server/action-body-guard";

type Refusal = { status: number; code: string };

const MULTIPART = /^\s*multipart\/form-data\b/i;
const MALFORMED: ActionBodyVerdict = { status: 400, code: "malformed_action" };

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" ? value : (value?.[0] ?? null);
}

function describe(request: IncomingMessage): ActionRequest {
  return {
    method: request.method ?? "GET",
    pathname: (request.url ?? "/").split("?", 1)[0] ?? "/",
    action: header(request, "next-action"),
    contentType: header(request, "content-type"),
    origin: header(request, "origin"),
    host: header(request, "x-forwarded-host") ?? header(request, "host"),
    contentLength: header(request, "content-length"),
  };
}

/** The action POSTs whose body Next decodes: its script's (Next-Action) and a no-JS multipart form's. */
export function holdsBody(request: ActionRequest): boolean {
  return isActionPost(request) && (request.action !== null || MULTIPART.test(request.contentType ?? ""));
}

function refuse(response: ServerResponse, refusal: Refusal, bodyUnread: boolean): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(refusal.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    // the client may still be sending the body this answer refuses
    ...(bodyUnread ? { Connection: "close" } : {}),
  });
  response.end(JSON.stringify({ error: refusal.code }));
}

/** What Next would decode: the whole body as row 0, or the multipart fields (files stand as null). */
async function verdictFor(request: ActionRequest, body: Buffer): Promise<ActionBodyVerdict | null> {
  const contentType = request.contentType ?? "";
  if (!MULTIPART.test(contentType)) return checkActionBody({ kind: "text", text: body.toString("utf8") });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return MALFORMED;
  }
  const fields: ActionField[] = [];
  form.forEach((value, name) => fields.push([name, typeof value === "string" ? value : null]));
  return checkActionBody({ kind: "form", fetchAction: request.action !== null, fields });
}

/** Hands the collected bytes on: `replay` gives them to the stream as if they had just arrived, `discard` ends it empty. */
type Delivery = { body: Buffer; replay: () => void; discard: () => void };

/**
 * Collects the body as the HTTP parser delivers it (it calls the stream's `push`), counting bytes and
 * keeping at most `limit` of them: past it nothing more is kept, `onOverLimit` runs once and the rest is
 * dropped as it arrives. Nobody reads the stream meanwhile, so Next later reads it exactly as sent.
 */
function collectBody(
  request: IncomingMessage,
  limit: number,
  onBody: (delivery: Delivery) => void,
  onOverLimit: () => void,
): void {
  const push = request.push;
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  let settled = false;
  const end = () => push.call(request, null);
  request.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null) {
      request.push = push;
      settled = true;
      if (over) return end();
      const body = Buffer.concat(chunks);
      chunks.length = 0;
      onBody({
        body,
        replay: () => {
          push.call(request, body);
          end();
        },
        discard: end,
      });
      return false;
    }
    if (over) return true;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, encoding) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) {
      over = true;
      chunks.length = 0;
      onOverLimit();
      return true;
    }
    chunks.push(buffer);
    return true;
  };
  // a client that goes away mid-body: nothing to answer, nothing to keep
  request.once("close", () => {
    if (settled) return;
    settled = true;
    request.push = push;
    chunks.length = 0;
  });
}

/**
 * For the Node server's `request` event, before Next.js sees the request. A server-action POST is held
 * until its body has arrived: refused with 403/413/400 when its Origin, size or framing would make Next
 * answer 500, else handed to Next (`release`) with the same bytes. Returns true when it took the request
 * (the caller must not pass it on itself); every other request is left alone, unread.
 */
export function holdActionRequest(
  request: IncomingMessage,
  response: ServerResponse,
  release: () => void,
): boolean {
  const described = describe(request);
  if (!holdsBody(described)) return false;
  const refused = decideActionRequest(described);
  if (refused) {
    // a refused Origin's declared body is drained by Node after the answer (the connection stays usable);
    // an oversize or undeclared (chunked) one is not worth reading: the connection closes
    refuse(response, refused, refused.status === 413 || described.contentLength === null);
    return true;
  }
  collectBody(
    request,
    ACTION_BODY_LIMIT_BYTES,
    ({ body, replay, discard }) => {
      const answer = (verdict: ActionBodyVerdict | null) => {
        if (verdict) {
          discard();
          return refuse(response, verdict, false);
        }
        replay();
        release();
      };
      verdictFor(described, body).then(answer, () => answer(MALFORMED));
    },
    () => refuse(response, { status: 413, code: "payload_too_large" }, true),
  );
  return true;
}
