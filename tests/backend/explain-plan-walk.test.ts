import { describe, expect, it } from "vitest";

import { seqScansOf, type PlanNode } from "./explain-plan-walk";

const scan = (type: string, table?: string, children: PlanNode[] = []): PlanNode => ({
  "Node Type": type,
  ...(table ? { "Relation Name": table } : {}),
  Plans: children,
});

describe("the EXPLAIN test's reading of a plan", () => {
  const cases: [name: string, plan: PlanNode, expected: string[]][] = [
    ["an index scan of a big table passes", scan("Index Scan", "pedidos"), []],
    ["a sequential scan of a big table is caught", scan("Seq Scan", "produtos"), ["produtos"]],
    ["a sequential scan of a small reference table passes", scan("Seq Scan", "categorias"), []],
    [
      "a sequential scan deep in a join or subplan is caught",
      scan("Limit", undefined, [
        scan("Nested Loop", undefined, [scan("Index Scan", "lojas"), scan("Seq Scan", "itens_pedido")]),
      ]),
      ["itens_pedido"],
    ],
    ["a bitmap heap scan passes", scan("Bitmap Heap Scan", "produtos", [scan("Bitmap Index Scan")]), []],
  ];
  it.each(cases)("%s", (_name, plan, expected) => {
    expect(seqScansOf(plan, ["produtos", "pedidos", "itens_pedido", "lojas"])).toEqual(expected);
  });
});
