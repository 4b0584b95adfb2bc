import { HttpError } from "./http";

/** Only plain lower-case identifiers reach SQL, always double-quoted. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && name.length <= 63;
}

export function quoteIdent(name: string): string {
  if (!isIdentifier(name)) throw parseError(`"${name}" is not a valid column or table name`);
  return `"${name}"`;
}

export type SelectItem = { column: "*" } | { column: string; alias?: string };
export type FilterOp = "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "is" | "in";
export type Filter = {
  column: string;
  op: FilterOp;
  negate: boolean;
  value: string | string[] | "null" | "true" | "false" | "unknown";
};
export type Order = { column: string; direction: "asc" | "desc"; nulls?: "first" | "last" };
export type ReadQuery = {
  select: SelectItem[];
  filters: Filter[];
  order: Order[];
  limit?: number;
  offset?: number;
};

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const OPS = new Set<FilterOp>(["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "is", "in"]);

export function parseError(details: string): HttpError {
  return new HttpError(400, {
    code: "PGRST100",
    details,
    hint: null,
    message: '"failed to parse filter" or "failed to parse select"',
  });
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === "" || raw.trim() === "*") return [{ column: "*" }];
  return raw.split(",").map((part) => {
    const item = part.trim();
    if (item === "*") return { column: "*" };
    const [first = "", second, ...rest] = item.split(":");
    if (rest.length > 0) throw parseError(`unsupported select item "${item}"`);
    const column = second ?? first;
    const alias = second === undefined ? undefined : first;
    if (!isIdentifier(column) || (alias !== undefined && !isIdentifier(alias))) {
      throw parseError(`unsupported select item "${item}" (embedding and casts are not available here)`);
    }
    return alias === undefined ? { column } : { column, alias };
  });
}

/** `in.(a,b,"c,d")` list values, PostgREST's quoting included. */
export function parseList(raw: string): string[] {
  const match = /^\((.*)\)$/s.exec(raw);
  if (!match) throw parseError(`"in" needs a list in parentheses, got "${raw}"`);
  const inner = match[1] ?? "";
  if (inner === "") return [];
  const values: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/gy;
  let found: RegExpExecArray | null;
  while (pattern.lastIndex < inner.length && (found = pattern.exec(inner))) {
    values.push(found[1] !== undefined ? found[1].replace(/\\(.)/g, "$1") : (found[2] ?? "").trim());
  }
  return values;
}

export function parseFilter(column: string, raw: string): Filter {
  if (!isIdentifier(column)) throw parseError(`"${column}" is not a valid column name`);
  let rest = raw;
  const negate = rest.startsWith("not.");
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf(".");
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
  if (dot < 0 || !OPS.has(op)) throw parseError(`unknown operator in "${column}=${raw}"`);
  const value = rest.slice(dot + 1);
  if (op === "in") return { column, op, negate, value: parseList(value) };
  if (op === "is") {
    const lowered = value.toLowerCase();
    if (lowered !== "null" && lowered !== "true" && lowered !== "false" && lowered !== "unknown") {
      throw parseError(`"is" accepts null, true, false or unknown, got "${value}"`);
    }
    return { column, op, negate, value: lowered };
  }
  return { column, op, negate, value };
}

export function parseOrder(raw: string | null): Order[] {
  if (raw === null || raw.trim() === "") return [];
  return raw.split(",").map((part) => {
    const [column = "", ...modifiers] = part.trim().split(".");
    if (!isIdentifier(column)) throw parseError(`cannot order by "${part}"`);
    const order: Order = { column, direction: "asc" };
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") order.direction = modifier;
      else if (modifier === "nullsfirst") order.nulls = "first";
      else if (modifier === "nullslast") order.nulls = "last";
      else throw parseError(`unknown order modifier "${modifier}"`);
    }
    return order;
  });
}

function parseCount(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"${name}" must be a non-negative integer`);
  return Number(raw);
}

/** The read part of a PostgREST query string. */
export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const filters: Filter[] = [];
  for (const [name, value] of params) {
    if (!RESERVED.has(name)) filters.push(parseFilter(name, value));
  }
  return {
    select: parseSelect(params.get("select")),
    filters,
    order: parseOrder(params.get("order")),
    limit: parseCount("limit", params.get("limit")),
    offset: parseCount("offset", params.get("offset")),
  };
}
