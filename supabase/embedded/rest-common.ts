import type { IncomingMessage, ServerResponse } from "node:http";

import type { Sql } from "./auth-store";
import type { BackendContext } from "./context";
import { header, MalformedJsonError, readJson, sendRaw, type JsonBody } from "./http";
import type { RequestAuth } from "./rest-auth";
import { restErrors } from "./rest-errors";
import { isIdentifier } from "./rest-query";
import type { Statement } from "./rest-sql";

export const OBJECT_TYPE = "application/vnd.pgrst.object+json";
export type Reply = { body: string; first: string | null; total: number };

/** One transaction per request, exactly like PostgREST: role, then claims, then the query. */
export async function asRole<T>(
  ctx: BackendContext,
  auth: RequestAuth,
  run: (tx: Sql) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.query(`set local role ${auth.role}`);
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(auth.claims)]);
    return run(tx);
  });
}

export function wantsObject(req: IncomingMessage): boolean {
  return (header(req, "accept") ?? "").includes(OBJECT_TYPE);
}

export function returnsRepresentation(req: IncomingMessage): boolean {
  return /return=representation/.test(header(req, "prefer") ?? "");
}

export function contentRange(total: number): string {
  return total === 0 ? "*/*" : `0-${total - 1}/*`;
}

/** Runs a statement producing the {body, first, total} envelope; a singular request with != 1 row rolls back. */
export async function runEnvelope(
  ctx: BackendContext,
  auth: RequestAuth,
  statement: Statement,
  single: boolean,
) {
  return asRole(ctx, auth, async (tx) => {
    const { rows } = await tx.query<Reply>(statement.text, statement.params);
    const reply = rows[0] ?? { body: "[]", first: null, total: 0 };
    if (single && reply.total !== 1) throw restErrors.singular(reply.total);
    return reply;
  });
}

export function sendReply(res: ServerResponse, status: number, reply: Reply, single: boolean) {
  const headers = { "Content-Range": contentRange(reply.total) };
  if (single) sendRaw(res, status, reply.first ?? "null", headers, `${OBJECT_TYPE}; charset=utf-8`);
  else sendRaw(res, status, reply.body, headers);
}

export function rowsOf(body: JsonBody): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : body ? [body] : null;
  if (!list || list.some((row) => !row || typeof row !== "object" || Array.isArray(row))) {
    throw restErrors.invalidBody();
  }
  return list as Record<string, unknown>[];
}

export function columnsOf(rows: Record<string, unknown>[], table: string): string[] {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const bad = columns.find((column) => !isIdentifier(column));
  if (bad !== undefined) throw restErrors.unknownColumn(bad, table);
  return columns;
}

export async function readBody(req: IncomingMessage): Promise<JsonBody> {
  try {
    return await readJson(req);
  } catch (error) {
    throw error instanceof MalformedJsonError ? restErrors.invalidBody() : error;
  }
}
