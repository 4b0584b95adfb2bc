import type { IncomingMessage, ServerResponse } from "node:http";

import { jsonDepthExceeds as exceedsDepth } from "../../lib/json-depth";

/** Request bodies above this answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON answers 400: nothing the clients send nests past a few levels. */
export const MAX_JSON_DEPTH = 64;

export type JsonBody = Record<string, unknown> | unknown[] | null;

/** An error answer in the shape of the service that raised it (GoTrue or PostgREST). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === "string" ? body.message : `HTTP ${status}`);
  }
}

export class BodyTooLargeError extends Error {
  constructor(limit: number = MAX_BODY_BYTES) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

export class MalformedJsonError extends Error {}

/** Reads the whole body, refusing more than `limit` bytes (Storage uploads pass their bucket's limit). */
export async function readBytes(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new BodyTooLargeError(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads the whole body as text, refusing more than MAX_BODY_BYTES. */
export async function readText(req: IncomingMessage): Promise<string> {
  return (await readBytes(req)).toString("utf8");
}

/** How deeply `text` nests arrays and objects (lib/json-depth.ts); stops past `limit`. */
export function jsonDepthExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  return exceedsDepth(text, limit);
}

/** JSON body (or a form-encoded one, which GoTrue also accepts); an empty body is null. */
export async function readJson(req: IncomingMessage): Promise<JsonBody> {
  const text = await readText(req);
  if (text.trim() === "") return null;
  const type = String(req.headers["content-type"] ?? "");
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (jsonDepthExceeds(text))
    throw new MalformedJsonError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object")
      throw new MalformedJsonError("JSON body must be an object");
    return value as JsonBody;
  } catch (error) {
    if (error instanceof MalformedJsonError) throw error;
    throw new MalformedJsonError(error instanceof Error ? error.message : "invalid JSON");
  }
}

/** Body as an object (arrays and null become an empty object). */
export function asObject(body: JsonBody): Record<string, unknown> {
  return body && !Array.isArray(body) ? body : {};
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
  contentType = "application/json; charset=utf-8",
): void {
  if (res.headersSent) return;
  // CORS headers are set per request by server.ts (browser-access.ts), before any route answers.
  const all: Record<string, string> = { ...headers };
  if (body !== "") all["Content-Type"] = contentType;
  res.writeHead(status, all);
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendRaw(res, status, JSON.stringify(body), headers);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  sendRaw(res, status, "", headers);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(req, "authorization") ?? "");
  return match?.[1];
}
