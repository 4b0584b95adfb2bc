import type { Sql } from "./auth-store";

/** Column name to its type as `format_type` spells it (`boolean`, `timestamp with time zone`, ...). */
export type ColumnTypes = ReadonlyMap<string, string>;

const TYPES_SQL = `
  select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relname = $1 and a.attnum > 0 and not a.attisdropped`;

// Catalog spellings only ever use these characters; anything else is not put into SQL.
const TYPE_NAME = /^[a-z0-9 _(),.[\]"]+$/i;
const TEXT_TYPES = /^(text|character varying|character|varchar|char|name|citext)\b/;

/** Migrations only run at start, so each table's columns are read once per database. */
const cache = new WeakMap<object, Map<string, ColumnTypes>>();

export async function columnTypes(db: Sql & object, table: string): Promise<ColumnTypes> {
  let tables = cache.get(db);
  if (!tables) cache.set(db, (tables = new Map()));
  const known = tables.get(table);
  if (known) return known;
  const { rows } = await db.query<{ name: string; type: string }>(TYPES_SQL, [table]);
  const types = new Map(rows.map((row) => [row.name, row.type]));
  tables.set(table, types);
  return types;
}

/**
 * A filter value as PostgREST sends it: text that PostgreSQL itself converts to the column's type, so a
 * bad boolean, number, uuid or timestamp fails with PostgreSQL's own 22P02/22007 (a 400), never a 500.
 */
export function typedParam(placeholder: string, type: string | undefined): string {
  if (!type || TEXT_TYPES.test(type) || !TYPE_NAME.test(type)) return placeholder;
  return `cast(${placeholder}::text as ${type})`;
}
