import { typedParam, type ColumnTypes } from "./rest-columns";
import { quoteIdent, type Filter, type Order, type ReadQuery, type SelectItem } from "./rest-query";

/** A statement with its parameters; every value travels as a parameter, never inside the SQL text. */
export type Statement = { text: string; params: unknown[] };

const TARGET = "_tgt";
const COMPARISONS: Record<string, string> = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };

function bind(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

const NO_TYPES: ColumnTypes = new Map();

function condition(filter: Filter, params: unknown[], types: ColumnTypes): string {
  const column = `${TARGET}.${quoteIdent(filter.column)}`;
  const typed = (value: unknown) => typedParam(bind(params, value), types.get(filter.column));
  let sql: string;
  if (filter.op === "is") {
    sql = `${column} is ${filter.value as string}`;
  } else if (filter.op === "in") {
    const values = filter.value as string[];
    sql = values.length === 0 ? "false" : `${column} in (${values.map((value) => typed(value)).join(", ")})`;
  } else if (filter.op === "like" || filter.op === "ilike") {
    // PostgREST lets `*` stand for `%` so URLs need no escaping.
    sql = `${column} ${filter.op} ${bind(params, (filter.value as string).replaceAll("*", "%"))}`;
  } else {
    sql = `${column} ${COMPARISONS[filter.op]} ${typed(filter.value)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function whereClause(filters: Filter[], params: unknown[], types: ColumnTypes = NO_TYPES): string {
  if (filters.length === 0) return "";
  return ` where ${filters.map((filter) => condition(filter, params, types)).join(" and ")}`;
}

export function selectList(items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.column === "*") return "*";
      const column = quoteIdent(item.column);
      return "alias" in item && item.alias ? `${column} as ${quoteIdent(item.alias)}` : column;
    })
    .join(", ");
}

export function orderClause(order: Order[]): string {
  if (order.length === 0) return "";
  const parts = order.map((item) => {
    const nulls = item.nulls ? ` nulls ${item.nulls}` : "";
    return `${quoteIdent(item.column)} ${item.direction}${nulls}`;
  });
  return ` order by ${parts.join(", ")}`;
}

/** Wraps rows into PostgREST's reply: the JSON array, its first element and the row count. */
function envelope(source: string, select: SelectItem[]): string {
  return (
    `select coalesce(json_agg(_s), '[]'::json)::text as body, (json_agg(_s) -> 0)::text as first, ` +
    `count(*)::int as total from (select ${selectList(select)} from ${source}) _s`
  );
}

export function selectStatement(table: string, query: ReadQuery, types: ColumnTypes = NO_TYPES): Statement {
  const params: unknown[] = [];
  const where = whereClause(query.filters, params, types);
  const limit = query.limit === undefined ? "" : ` limit ${query.limit}`;
  const offset = query.offset === undefined ? "" : ` offset ${query.offset}`;
  const inner =
    `(select ${TARGET}.* from public.${quoteIdent(table)} as ${TARGET}${where}` +
    `${orderClause(query.order)}${limit}${offset}) _rows`;
  return { text: envelope(inner, query.select), params };
}

export function updateStatement(
  table: string,
  columns: string[],
  body: object,
  query: ReadQuery,
  types: ColumnTypes = NO_TYPES,
): Statement {
  const params: unknown[] = [JSON.stringify(body)];
  const tbl = `public.${quoteIdent(table)}`;
  const sets = columns.map((column) => `${quoteIdent(column)} = _r.${quoteIdent(column)}`).join(", ");
  const where = whereClause(query.filters, params, types);
  const cte =
    `with _changed as (update ${tbl} as ${TARGET} set ${sets} ` +
    `from json_populate_record(null::${tbl}, $1::json) as _r${where} returning ${TARGET}.*) `;
  return { text: cte + envelope("_changed", query.select), params };
}

/**
 * One row per element of `rows`. No columns at all (`{}`, `[{}]`) inserts each row with the table's
 * defaults, as PostgREST does (`insert into t select from ...`): never an empty `()` column list.
 */
export function insertStatement(
  table: string,
  columns: string[],
  rows: object[],
  query: ReadQuery,
): Statement {
  const tbl = `public.${quoteIdent(table)}`;
  const list = columns.map(quoteIdent).join(", ");
  const target = columns.length === 0 ? `${tbl} select` : `${tbl} (${list}) select ${list}`;
  const cte =
    `with _changed as (insert into ${target} ` +
    `from json_populate_recordset(null::${tbl}, $1::json) returning *) `;
  return { text: cte + envelope("_changed", query.select), params: [JSON.stringify(rows)] };
}

export function deleteStatement(table: string, query: ReadQuery, types: ColumnTypes = NO_TYPES): Statement {
  const params: unknown[] = [];
  const where = whereClause(query.filters, params, types);
  const cte = `with _changed as (delete from public.${quoteIdent(table)} as ${TARGET}${where} returning ${TARGET}.*) `;
  return { text: cte + envelope("_changed", query.select), params };
}
