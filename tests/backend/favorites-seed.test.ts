import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { favorites } from "@/fixtures/favorites";
import { FAVORITES_BEGIN, FAVORITES_END, favoritesSql, withFavorites } from "@/supabase/favorites-seed";

const seed = readFileSync(join(__dirname, "..", "..", "supabase", "seed.sql"), "utf8");

describe("the favourites section of supabase/seed.sql (the demo customer's 'Favoritos')", () => {
  it("holds exactly fixtures/favorites.ts (else: npx tsx scripts/seed-catalogue.ts)", () => {
    const start = seed.indexOf(FAVORITES_BEGIN);
    expect(start).toBeGreaterThan(0);
    expect(seed.slice(start, seed.indexOf(FAVORITES_END) + FAVORITES_END.length)).toBe(favoritesSql());
    expect(withFavorites(seed)).toBe(seed);
  });

  it("comes after the catalogue it points at, and gives the demo customer products and stores", () => {
    expect(seed.indexOf(FAVORITES_BEGIN)).toBeGreaterThan(seed.indexOf("-- END catalogue"));
    expect(favorites.every((favorite) => favorite.clienteId === DEMO_CUSTOMER_ID)).toBe(true);
    expect(favorites.some((favorite) => favorite.produtoId)).toBe(true);
    expect(favorites.some((favorite) => favorite.lojaId)).toBe(true);
  });
});
