import { expect, it } from "vitest";

import type { SqlRunner } from "./sql-assertions";

/** The scale indexes (migration *_indices.sql); tests/backend/explain-plans.test.ts proves the plans use them. */
export const SCALE_INDEXES = [
  "lojas_aprovadas_id_idx",
  "lojas_created_at_idx",
  "pedidos_cupom_id_idx",
  "eventos_pedido_autor_id_idx",
  "perfis_created_at_idx",
  "produtos_destaques_idx",
];

export function defineIndicesAssertions(runner: () => SqlRunner): void {
  it("has the indexes a city's catalogue needs, on both engines (PGlite serves the bench)", async () => {
    const rows = await runner().query<{ name: string }>(
      "select indexname as name from pg_indexes where schemaname = 'public' and indexname = any($1) order by 1",
      [SCALE_INDEXES],
    );
    expect(rows.map((row) => row.name)).toEqual([...SCALE_INDEXES].sort());
  });
}
