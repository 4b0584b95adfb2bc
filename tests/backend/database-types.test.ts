import { readFileSync } from "node:fs";
import { join } from "node:path";

import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS, openMemoryDatabase } from "./helpers";

const TYPES_FILE = join(__dirname, "..", "..", "lib", "supabase", "database.types.ts");

type Column = { type: string; nullable: boolean; optional: boolean };
type Table = Record<"Row" | "Insert" | "Update", Record<string, Column>>;

/** The TypeScript type `supabase gen types typescript` writes for a PostgreSQL type. */
const TS_TYPE: Record<string, string> = {
  text: "string",
  uuid: "string",
  date: "string",
  "timestamp with time zone": "string",
  numeric: "number",
  integer: "number",
  bigint: "number",
  boolean: "boolean",
  jsonb: "Json",
  smallint: "number",
};

/** An array column's element type, from information_schema's udt_name ("_int2" is smallint[]). */
const ARRAY_ELEMENT: Record<string, string> = { _int2: "smallint", _text: "text", _uuid: "uuid" };

function members(node: ts.TypeNode | undefined): Map<string, ts.PropertySignature> {
  const found = new Map<string, ts.PropertySignature>();
  if (!node || !ts.isTypeLiteralNode(node)) return found;
  for (const member of node.members) {
    if (ts.isPropertySignature(member) && member.name) found.set(member.name.getText(), member);
  }
  return found;
}

/** Database["public"]["Tables"] of lib/supabase/database.types.ts, read with the TypeScript parser. */
function declaredTables(): Record<string, Table> {
  const source = ts.createSourceFile(
    TYPES_FILE,
    readFileSync(TYPES_FILE, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const database = source.statements.find(
    (node): node is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(node) && node.name.text === "Database",
  );
  const tables = members(members(members(database?.type).get("public")?.type).get("Tables")?.type);
  return Object.fromEntries(
    [...tables].map(([name, table]) => {
      const parts = members(table.type);
      const columns = (part: string) =>
        Object.fromEntries(
          [...members(parts.get(part)?.type)].map(([column, property]) => {
            const types = (property.type?.getText() ?? "").split("|").map((type) => type.trim());
            return [
              column,
              {
                type: types.filter((type) => type !== "null").join(" | "),
                nullable: types.includes("null"),
                optional: property.questionToken !== undefined,
              },
            ];
          }),
        );
      return [name, { Row: columns("Row"), Insert: columns("Insert"), Update: columns("Update") }];
    }),
  );
}

let db: Database;

beforeAll(async () => {
  ({ db } = await openMemoryDatabase());
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await db?.close();
});

/** The same shape, from the tables the migrations built. */
async function migratedTables(): Promise<Record<string, Table>> {
  const { rows } = await db.query<{
    table: string;
    column: string;
    type: string;
    udt: string;
    nullable: boolean;
    fixed: boolean;
  }>(
    `select table_name as table, column_name as column, data_type as type, udt_name as udt,
            is_nullable = 'YES' as nullable, column_default is not null or is_identity = 'YES' as fixed
     from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
  );
  const tables: Record<string, Table> = {};
  for (const row of rows) {
    const table = (tables[row.table] ??= { Row: {}, Insert: {}, Update: {} });
    const element = row.type === "ARRAY" ? TS_TYPE[ARRAY_ELEMENT[row.udt] ?? ""] : undefined;
    const type =
      row.type === "ARRAY"
        ? element
          ? `${element}[]`
          : `unmapped ${row.udt}`
        : (TS_TYPE[row.type] ?? `unmapped ${row.type}`);
    table.Row[row.column] = { type, nullable: row.nullable, optional: false };
    table.Insert[row.column] = { type, nullable: row.nullable, optional: row.nullable || row.fixed };
    table.Update[row.column] = { type, nullable: row.nullable, optional: true };
  }
  return tables;
}

describe("lib/supabase/database.types.ts against the migrations", () => {
  it("declares every table and column the migrations create, with their types, nulls and defaults", async () => {
    expect(declaredTables()).toEqual(await migratedTables());
  });
});
