import type { IncomingMessage, ServerResponse } from "node:http";

import type { BackendContext } from "./context";
import { header, HttpError, sendEmpty, sendRaw } from "./http";
import { requestAuth, type RequestAuth } from "./rest-auth";
import { asRole, OBJECT_TYPE, readBody, wantsObject } from "./rest-common";
import { fromDatabaseError, restErrors } from "./rest-errors";
import { isIdentifier } from "./rest-query";
import { planRpc } from "./rest-rpc";
import { tableRoute } from "./rest-table";

/** POST (or GET) /rest/v1/rpc/<fn> with named arguments; a scalar result comes back JSON-encoded. */
async function rpcRoute(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  fn: string,
  url: URL,
  auth: RequestAuth,
) {
  let args: Record<string, unknown>;
  if (req.method === "POST") {
    const body = await readBody(req);
    if (Array.isArray(body)) throw restErrors.invalidBody();
    args = body ?? {};
  } else if (req.method === "GET") {
    args = Object.fromEntries(url.searchParams);
  } else {
    req.resume();
    throw new HttpError(405, {
      code: "PGRST101",
      details: null,
      hint: null,
      message: "Cannot use the method on RPC",
    });
  }
  const plan = isIdentifier(fn) ? await planRpc(ctx.db, fn, args) : null;
  if (!plan) throw restErrors.functionNotFound(fn, Object.keys(args));
  const body = await asRole(ctx, auth, async (tx) => {
    const { rows } = await tx.query<{ body?: string }>(plan.statement.text, plan.statement.params);
    return plan.returnsVoid ? null : (rows[0]?.body ?? "null");
  });
  if (body === null) return sendEmpty(res, 204);
  if (wantsObject(req) && plan.returnsSet) {
    const list = JSON.parse(body) as unknown[];
    if (list.length !== 1) throw restErrors.singular(list.length);
    return sendRaw(res, 200, JSON.stringify(list[0]), {}, `${OBJECT_TYPE}; charset=utf-8`);
  }
  sendRaw(res, 200, body);
}

/** /rest/v1/<table> and /rest/v1/rpc/<fn>: the part of the Data API the app uses. */
export async function handleRest(ctx: BackendContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const path = url.pathname.slice("/rest/v1".length);
  const profile = header(req, "accept-profile") ?? header(req, "content-profile");
  if (profile !== undefined && profile !== "public") throw restErrors.schema();
  const auth = await requestAuth(ctx, req, url);
  const rpc = /^\/rpc\/([^/]+)\/?$/.exec(path);
  const table = /^\/([^/]+)\/?$/.exec(path);
  try {
    if (rpc) return await rpcRoute(ctx, req, res, decodeURIComponent(rpc[1] ?? ""), url, auth);
    if (table) {
      const name = decodeURIComponent(table[1] ?? "");
      if (!isIdentifier(name)) throw restErrors.tableNotFound(name);
      return await tableRoute(ctx, req, res, name, url, auth);
    }
    req.resume();
    throw restErrors.notFound();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw (
      fromDatabaseError(error, auth.role, table ? decodeURIComponent(table[1] ?? "") : undefined) ?? error
    );
  }
}
