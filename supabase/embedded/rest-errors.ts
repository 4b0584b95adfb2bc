import { HttpError } from "./http";

type PgError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

function pgrst(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return new HttpError(status, { code, details, hint, message });
}

export const restErrors = {
  singular: (rows: number) =>
    pgrst(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${rows} rows`,
    ),
  invalidBody: () => pgrst(400, "PGRST102", "Empty or invalid json"),
  tooLarge: () => pgrst(413, "PGRST413", "Request body is larger than 1 MiB"),
  tableNotFound: (table: string) =>
    pgrst(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`),
  functionNotFound: (fn: string, names: string[]) =>
    pgrst(
      404,
      "PGRST202",
      names.length === 0
        ? `Could not find the function public.${fn} without parameters in the schema cache`
        : `Could not find the function public.${fn}(${names.join(", ")}) in the schema cache`,
      `Searched for the function public.${fn} with parameters ${names.join(", ") || "(none)"} or with a ` +
        "single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
    ),
  unknownColumn: (column: string, table: string) =>
    pgrst(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`),
  schema: () =>
    pgrst(
      406,
      "PGRST106",
      "Invalid schema: only public is exposed",
      null,
      "Only the following schemas are exposed: public",
    ),
  jwtExpired: () =>
    new HttpError(
      401,
      { code: "PGRST303", details: null, hint: null, message: "JWT expired" },
      {
        "WWW-Authenticate": 'Bearer error="invalid_token", error_description="JWT expired"',
      },
    ),
  jwtInvalid: (detail: string) =>
    new HttpError(
      401,
      { code: "PGRST301", details: detail, hint: null, message: "No suitable key or wrong key type" },
      {
        "WWW-Authenticate":
          'Bearer error="invalid_token", error_description="No suitable key or wrong key type"',
      },
    ),
  notFound: () => pgrst(404, "PGRST125", "Invalid path specified in request URL"),
  unexpected: () =>
    pgrst(500, "PGRST000", "Unexpected failure, please check server logs for more information"),
};

/** HTTP status PostgREST gives a PostgreSQL error (SQLSTATE). */
export function statusForSqlState(code: string, role: string): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42P01") return 404;
  if (code === "42883") return 404;
  if (code === "25006") return 405;
  if (code === "53400") return 500;
  if (/^(08|53|54|57|58|XX)/.test(code)) return 503;
  if (/^(22|23|42|P0)/.test(code)) return 400;
  return 500;
}

/**
 * SQLSTATEs that mean the statement itself could not be parsed or planned (syntax error, bad name,
 * untyped parameter, grouping). The backend builds every statement, so their messages quote its SQL
 * ("syntax error at or near ...") and say nothing useful to a client: only a fixed message goes out.
 */
export const STATEMENT_ERROR_STATES: ReadonlySet<string> = new Set([
  "42601", // syntax_error
  "42602", // invalid_name
  "42622", // name_too_long
  "42939", // reserved_name
  "42P02", // undefined_parameter
  "42P10", // invalid_column_reference
  "42P18", // indeterminate_datatype
  "42P19", // invalid_recursion
  "42P20", // windowing_error
  "42803", // grouping_error
  "42611", // invalid_column_definition
]);

export const STATEMENT_ERROR_MESSAGE = "The request could not be turned into a valid query";

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** A database error as PostgREST reports it; anything that is not one is left to the caller. */
export function fromDatabaseError(error: unknown, role: string, table?: string): HttpError | null {
  const pg = error as PgError;
  if (typeof pg?.code !== "string" || !/^[0-9A-Z]{5}$/.test(pg.code)) return null;
  if (pg.code === "42P01" && table) return restErrors.tableNotFound(table);
  if (STATEMENT_ERROR_STATES.has(pg.code)) {
    // the SQL text stays in the backend's log, where a maintainer can read it
    console.error(`[vitrine-backend] ${pg.code} from a generated statement: ${text(pg.message) ?? "?"}`);
    return pgrst(statusForSqlState(pg.code, role), pg.code, STATEMENT_ERROR_MESSAGE);
  }
  return new HttpError(statusForSqlState(pg.code, role), {
    code: pg.code,
    details: text(pg.detail),
    hint: text(pg.hint),
    message: text(pg.message) ?? "database error",
  });
}
