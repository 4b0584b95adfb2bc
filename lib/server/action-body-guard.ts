/**
 * The framing of a server-action body, checked before Next.js decodes it: React's reply decoder throws on
 * a row that is not JSON, nests thousands deep or points at a row that was never sent, and Next answers
 * each with a 500. What the action does with well-framed arguments is the action's business (a bug there
 * is still a 500).
 */

import { jsonDepthExceeds } from "@/lib/json-depth";

/** Deeper than any argument the site's forms send (a form's state object is four levels). */
export const MAX_ACTION_JSON_DEPTH = 64;

/** A multipart field: its text, or null for a file (never JSON, never checked). */
export type ActionField = readonly [name: string, value: string | null];

export type ActionBody =
  /** a fetch action whose whole body is row 0 (React's `encodeReply` returned a string) */
  | { kind: "text"; text: string }
  /** a fetch action (Next-Action header) or a no-JS form post (no header), as multipart fields */
  | { kind: "form"; fetchAction: boolean; fields: readonly ActionField[] };

export type ActionBodyVerdict = { status: 400; code: "malformed_action" };

const MALFORMED: ActionBodyVerdict = { status: 400, code: "malformed_action" };

// React's references to another row of the reply: "$<hex>" (a model), "$@<hex>" (a promise), "$Q" map,
// "$W" set, "$F" server reference, "$i" iterator. A missing row rejects the whole decode.
const ROW_REFERENCE = /^\$[@QWFi]?([0-9a-f]+)$/;
// The no-JS form's action fields (React's decodeAction): $ACTION_REF_<n> with rows $ACTION_<n>:<row>.
const ACTION_KEY = /^\$ACTION_(?:REF|ID)_/;

/** True when `text` nests arrays/objects deeper than `max` (lib/json-depth.ts). */
export function jsonNestingExceeds(text: string, max: number = MAX_ACTION_JSON_DEPTH): boolean {
  return jsonDepthExceeds(text, max);
}

/** The row numbers a parsed row refers to (hex in the reference, decimal in the field name). */
function referencedRows(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") {
    const match = ROW_REFERENCE.exec(value);
    if (match?.[1]) found.add(String(parseInt(match[1], 16)));
  } else if (Array.isArray(value)) {
    for (const item of value) referencedRows(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) referencedRows(item, found);
  }
  return found;
}

/** Rows keyed by number (null: a file row, not JSON): each must be bounded JSON, and every row it refers to must exist. */
function rowsAreWellFramed(rows: ReadonlyMap<string, string | null>): boolean {
  for (const text of rows.values()) {
    if (text === null) continue;
    if (jsonNestingExceeds(text)) return false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return false;
    }
    for (const row of referencedRows(parsed)) if (!rows.has(row)) return false;
  }
  return true;
}

/** A fetch action's multipart rows: the fields named by a bare number ("0", "1"...); the rest is form data. */
function fetchActionRows(fields: readonly ActionField[]): Map<string, string | null> | null {
  const rows = new Map<string, string | null>();
  for (const [name, value] of fields) if (/^\d+$/.test(name)) rows.set(name, value);
  return typeof rows.get("0") === "string" ? rows : null;
}

/**
 * A no-JS form's action rows: React uses the last $ACTION_REF_/$ACTION_ID_ field. An ID carries no rows
 * (Next checks the id itself); a REF's descriptor row 0 must be an object naming the action.
 */
function formActionRows(fields: readonly ActionField[]): Map<string, string | null> | "none" | null {
  const key = fields.map(([name]) => name).findLast((name) => ACTION_KEY.test(name));
  if (key === undefined || key.startsWith("$ACTION_ID_")) return "none";
  const prefix = `$ACTION_${key.slice("$ACTION_REF_".length)}:`;
  const rows = new Map<string, string | null>();
  for (const [name, value] of fields) {
    if (!name.startsWith(prefix)) continue;
    const row = name.slice(prefix.length);
    if (!/^\d+$/.test(row)) return null;
    rows.set(row, value);
  }
  const descriptor = rows.get("0");
  if (typeof descriptor !== "string" || jsonNestingExceeds(descriptor)) return null;
  try {
    const parsed: unknown = JSON.parse(descriptor);
    const id = (parsed as { id?: unknown } | null)?.id;
    return typeof id === "string" ? rows : null;
  } catch {
    return null;
  }
}

/** null when Next.js may decode `body`; a 400 when its framing would make the decoder throw. */
export function checkActionBody(body: ActionBody): ActionBodyVerdict | null {
  if (body.kind === "text") return rowsAreWellFramed(new Map([["0", body.text]])) ? null : MALFORMED;
  const rows = body.fetchAction ? fetchActionRows(body.fields) : formActionRows(body.fields);
  if (rows === "none") return null;
  return rows !== null && rowsAreWellFramed(rows) ? null : MALFORMED;
}
