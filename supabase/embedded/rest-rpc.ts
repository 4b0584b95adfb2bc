import type { Sql } from "./auth-store";
import { quoteIdent } from "./rest-query";
import type { Statement } from "./rest-sql";

type Candidate = {
  names: string[];
  modes: string[];
  types: string[];
  nargs: number;
  ndefaults: number;
  retset: boolean;
  rettype: string;
};

export type RpcPlan = { statement: Statement; returnsVoid: boolean; returnsSet: boolean };

const LOOKUP_SQL = `
  select coalesce(p.proargnames, '{}'::text[]) as names,
         coalesce(p.proargmodes::text[], '{}'::text[]) as modes,
         array(select format_type(t, null) from unnest(p.proargtypes) as t) as types,
         p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset as retset,
         format_type(p.prorettype, null) as rettype
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`;

function inputNames(candidate: Candidate): string[] {
  if (candidate.modes.length === 0) return candidate.names.slice(0, candidate.nargs);
  return candidate.names.filter((_, index) => ["i", "b", "v"].includes(candidate.modes[index] ?? "i"));
}

function toParam(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Picks the overload PostgREST would (named arguments; a single unnamed json/jsonb takes the body). */
export async function planRpc(sql: Sql, fn: string, args: Record<string, unknown>): Promise<RpcPlan | null> {
  const { rows } = await sql.query<Candidate>(LOOKUP_SQL, [fn]);
  const keys = Object.keys(args);
  const call = (list: string) => `public.${quoteIdent(fn)}(${list})`;
  for (const candidate of rows) {
    const names = inputNames(candidate);
    const base = { returnsVoid: candidate.rettype === "void", returnsSet: candidate.retset };
    const singleJson =
      candidate.nargs === 1 &&
      (names[0] ?? "") === "" &&
      ["json", "jsonb"].includes(candidate.types[0] ?? "");
    if (singleJson) {
      return {
        ...base,
        statement: wrap(call(`cast($1::text as ${candidate.types[0]})`), candidate, [JSON.stringify(args)]),
      };
    }
    const required = names.slice(0, candidate.nargs - candidate.ndefaults);
    if (!keys.every((key) => names.includes(key)) || !required.every((name) => keys.includes(name))) continue;
    const params: unknown[] = [];
    const list = keys.map((key) => {
      params.push(toParam(args[key]));
      const type = candidate.types[names.indexOf(key)] ?? "text";
      // a JSON array for an array argument (uuid[]), as PostgREST takes it: its elements, each converted
      if (Array.isArray(args[key]) && type.endsWith("[]")) {
        return `${quoteIdent(key)} => cast(array(select jsonb_array_elements_text(cast($${params.length}::text as jsonb))) as ${type})`;
      }
      // Sent as text and converted by PostgreSQL: a bad value is its 22P02 (400), not a driver error.
      return `${quoteIdent(key)} => cast($${params.length}::text as ${type})`;
    });
    return { ...base, statement: wrap(call(list.join(", ")), candidate, params) };
  }
  return null;
}

function wrap(callSql: string, candidate: Candidate, params: unknown[]): Statement {
  if (candidate.retset) {
    return { text: `select coalesce(json_agg(_r), '[]'::json)::text as body from ${callSql} as _r`, params };
  }
  if (candidate.rettype === "void") return { text: `select ${callSql}`, params };
  return { text: `select to_json(${callSql})::text as body`, params };
}
