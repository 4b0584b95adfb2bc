import { describe, expect, it } from "vitest";

import {
  parseFilter,
  parseList,
  parseOrder,
  parseReadQuery,
  parseSelect,
} from "@/supabase/embedded/rest-query";
import { selectStatement } from "@/supabase/embedded/rest-sql";

describe("PostgREST query parsing", () => {
  it.each([
    ["eq.cliente", { op: "eq", negate: false, value: "cliente" }],
    ["neq.a.b", { op: "neq", negate: false, value: "a.b" }],
    ["not.eq.x", { op: "eq", negate: true, value: "x" }],
    ["is.NULL", { op: "is", negate: false, value: "null" }],
    ["ilike.*pão*", { op: "ilike", negate: false, value: "*pão*" }],
    ['in.(a,"b,c",d)', { op: "in", negate: false, value: ["a", "b,c", "d"] }],
    ["in.()", { op: "in", negate: false, value: [] }],
  ])("reads the filter %s", (raw, expected) => {
    expect(parseFilter("tipo_conta", raw)).toEqual({ column: "tipo_conta", ...expected });
  });

  it.each([["eq"], ["bogus.x"], ["is.maybe"], ["in.a,b"]])("refuses the filter %s with PGRST100", (raw) => {
    expect(() => parseFilter("nome", raw)).toThrow(
      expect.objectContaining({ status: 400, body: expect.objectContaining({ code: "PGRST100" }) }),
    );
  });

  it.each([
    [null, [{ column: "*" }]],
    ["*", [{ column: "*" }]],
    ["tipo_conta,nome_mostrado", [{ column: "tipo_conta" }, { column: "nome_mostrado" }]],
    ["tipo:tipo_conta", [{ column: "tipo_conta", alias: "tipo" }]],
  ])("reads select=%s", (raw, expected) => {
    expect(parseSelect(raw)).toEqual(expected);
  });

  it.each([["perfis(*)"], ["nome::text"], ['"nome"'], ["Nome"], ["a;drop table x"]])(
    "refuses select=%s",
    (raw) => {
      expect(() => parseSelect(raw)).toThrow();
    },
  );

  it.each([
    ["nome.asc", [{ column: "nome", direction: "asc" }]],
    [
      "nome.desc.nullslast,id",
      [
        { column: "nome", direction: "desc", nulls: "last" },
        { column: "id", direction: "asc" },
      ],
    ],
  ])("reads order=%s", (raw, expected) => {
    expect(parseOrder(raw)).toEqual(expected);
  });

  it("keeps values out of the SQL text", () => {
    const query = parseReadQuery(
      new URLSearchParams("select=nome&nome=eq.x'; drop table t; --&order=nome.asc&limit=5"),
    );
    const statement = selectStatement("categorias", query);
    expect(statement.text).not.toContain("drop table");
    expect(statement.params).toEqual(["x'; drop table t; --"]);
    expect(statement.text).toContain('order by "nome" asc limit 5');
  });

  it("splits an in-list with quoted commas and escapes", () => {
    expect(parseList('("a\\"b",c)')).toEqual(['a"b', "c"]);
  });
});
