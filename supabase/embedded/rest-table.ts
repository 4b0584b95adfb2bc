import type { IncomingMessage, ServerResponse } from "node:http";

import type { BackendContext } from "./context";
import { HttpError, sendEmpty, sendRaw } from "./http";
import type { RequestAuth } from "./rest-auth";
import {
  columnsOf,
  contentRange,
  readBody,
  returnsRepresentation,
  rowsOf,
  runEnvelope,
  sendReply,
  wantsObject,
} from "./rest-common";
import { columnTypes } from "./rest-columns";
import { parseReadQuery, type ReadQuery } from "./rest-query";
import {
  deleteStatement,
  insertStatement,
  selectStatement,
  updateStatement,
  type Statement,
} from "./rest-sql";

/** GET, POST, PATCH and DELETE on /rest/v1/<table>, with PostgREST's status codes and Prefer handling. */
export async function tableRoute(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  table: string,
  url: URL,
  auth: RequestAuth,
) {
  const query: ReadQuery = parseReadQuery(url.searchParams);
  const single = wantsObject(req);
  const method = req.method ?? "GET";
  const types = await columnTypes(ctx.db, table);
  if (method === "GET" || method === "HEAD") {
    const reply = await runEnvelope(ctx, auth, selectStatement(table, query, types), single);
    return method === "HEAD"
      ? sendEmpty(res, 200, { "Content-Range": contentRange(reply.total) })
      : sendReply(res, 200, reply, single);
  }
  let statement: Statement;
  let status = 200;
  if (method === "POST") {
    const rows = rowsOf(await readBody(req));
    statement = insertStatement(table, columnsOf(rows, table), rows, query);
    status = 201;
    if (rows.length === 0) return sendRaw(res, 201, returnsRepresentation(req) ? "[]" : "");
  } else if (method === "PATCH") {
    const [row] = rowsOf(await readBody(req));
    const columns = columnsOf(row ? [row] : [], table);
    if (!row || Array.isArray(row) || columns.length === 0) return sendEmpty(res, 204);
    statement = updateStatement(table, columns, row, query, types);
  } else if (method === "DELETE") {
    req.resume();
    statement = deleteStatement(table, query, types);
  } else {
    req.resume();
    throw new HttpError(405, {
      code: "PGRST117",
      details: null,
      hint: null,
      message: `Unsupported HTTP method: ${method}`,
    });
  }
  const representation = returnsRepresentation(req);
  const reply = await runEnvelope(ctx, auth, statement, single && representation);
  if (!representation)
    return sendEmpty(res, status === 201 ? 201 : 204, { "Content-Range": contentRange(reply.total) });
  sendReply(res, status, reply, single);
}
