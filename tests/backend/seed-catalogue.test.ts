import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { companyApplications } from "@/fixtures/admin-companies";
import { companies } from "@/fixtures/companies";
import {
  CATALOGUE_BEGIN,
  CATALOGUE_END,
  catalogueRows,
  catalogueSql,
  sqlLiteral,
  withCatalogue,
} from "@/supabase/catalogue-seed";

const seed = readFileSync(join(__dirname, "..", "..", "supabase", "seed.sql"), "utf8");

describe("the catalogue section of supabase/seed.sql (stores, products and coupons of fixtures/)", () => {
  it("holds exactly today's fixtures (else: npx tsx scripts/seed-catalogue.ts)", () => {
    const start = seed.indexOf(CATALOGUE_BEGIN);
    const end = seed.indexOf(CATALOGUE_END);
    expect(start).toBeGreaterThan(0);
    expect(seed.slice(start, end + CATALOGUE_END.length)).toBe(catalogueSql());
    expect(seed.lastIndexOf(CATALOGUE_BEGIN)).toBe(start);
  });

  it("comes after the demo accounts and categories it points at, and rewriting it changes nothing", () => {
    expect(seed.indexOf(CATALOGUE_BEGIN)).toBeGreaterThan(seed.indexOf("update public.perfis p"));
    expect(withCatalogue(seed)).toBe(seed);
  });

  it("makes every storefront company and every admin application a store, each id once", () => {
    const ids = catalogueRows().lojas.map((loja) => loja.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...companies, ...companyApplications].map((company) => company.id));
  });

  it("writes values as SQL literals: quotes doubled, numbers and booleans bare, objects as jsonb", () => {
    expect(sqlLiteral("Pão d'Ávila")).toBe("'Pão d''Ávila'");
    expect(sqlLiteral(null)).toBe("null");
    expect(sqlLiteral(4.99)).toBe("4.99");
    expect(sqlLiteral(false)).toBe("false");
    expect(sqlLiteral({ monday: { note: "it's" } })).toBe(`'{"monday":{"note":"it''s"}}'::jsonb`);
  });

  it("appends the section to a seed that has none yet", () => {
    expect(withCatalogue("-- seed\n")).toBe(`-- seed\n\n${catalogueSql()}\n`);
  });
});
