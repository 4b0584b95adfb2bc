/**
 * Issue 24: every list the Data API serves the app has an upper bound. A static check over lib/data/*: each
 * `.from(...)` query chain must end in `.limit()`, `.range()`, `.single()`, `.maybeSingle()` or a count-only
 * `head: true` read, so no screen can ask PostgREST for a whole table as the city grows.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { queryChains, unboundedChains } from "./bounded-lists";

const DATA_DIR = join(process.cwd(), "lib", "data");

// Small reference tables an administrator keeps (a few dozen rows), read whole and cached.
const REFERENCE_TABLES = ["categorias", "planos"];
// A customer's LGPD data export must hold every row of theirs (lib/data/profile-export.ts): a bound would cut it.
const WHOLE_BY_LAW = ["profile-export.ts"];

describe("every Data API list in lib/data has an upper bound", () => {
  it("finds the query chains it checks (reads a chain to its end, not past it)", () => {
    const source = `
      const a = await supabase.from("lojas").select("id").order("nome").limit(10);
      const [b, c] = await Promise.all([
        client.from("pedidos").select("*").eq("id", id).maybeSingle(),
        client.from("itens_pedido").select(COLS).in("pedido_id", ids.map((row) => row.id)),
      ]);
      const d = await client.from("perfis").select("id", { count: "exact", head: true });
      const e = await supabase.from("produtos").select("*").range(from, to);
      const f = await supabase.from("lojas").select("*").in("id", storeIds);
      await supabase.from("cupons").insert(row).select("id").single();
      await supabase.from("cupons").delete().eq("id", id);
    `;
    const chains = queryChains(source);
    expect(chains).toHaveLength(8);
    expect(unboundedChains(source).map((chain) => chain.table)).toEqual(["itens_pedido"]);
  });

  it("no query in lib/data reads a list without limit, range, single or maybeSingle", () => {
    const found = readdirSync(DATA_DIR)
      .filter((file) => file.endsWith(".ts") && !WHOLE_BY_LAW.includes(file))
      .flatMap((file) =>
        unboundedChains(readFileSync(join(DATA_DIR, file), "utf8"))
          .filter((chain) => !REFERENCE_TABLES.includes(chain.table))
          .map((chain) => `lib/data/${file}:${chain.line} from("${chain.table}")`),
      );
    expect(found).toEqual([]);
  });
});
