import { expect, it } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import { companyFromLoja, productFromProduto } from "@/lib/catalog/rows";
import { isOpenAt } from "@/lib/store/opening-hours";
import { searchCatalog } from "@/lib/store/search";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { as, asAfter, rolledBack, type SqlRunner } from "./sql-assertions";

// The seed's catalogue as the app's shapes: searchCatalog over it is the reference the database must match.
const seeded = catalogueRows();
const companies = seeded.lojas.map(companyFromLoja);
const products = seeded.produtos.map(productFromProduto);
const named = (name: string) => seeded.lojas.find((loja) => loja.nome === name)!;

// Wednesday 10:00 and 04:00 in São Paulo.
const WEDNESDAY_10AM = "2026-11-18T10:00:00-03:00";
const WEDNESDAY_4AM = "2026-11-18T04:00:00-03:00";
// a Saturday evening and a Sunday morning, when several stores keep other hours than on the next day's
const SATURDAY_6PM = "2026-11-28T18:00:00-03:00";
const SUNDAY_11AM = "2026-11-29T11:00:00-03:00";

type ProductRow = { id: string; loja_id: string; nome: string; aberta: boolean; total: string | number };
type StoreRow = { id: string; nome: string; aberta: boolean; total: string | number };

const productsFound = (db: SqlRunner, termo: string | null, categoria: string | null = null, extra = "") =>
  db.query<ProductRow>(
    `select id, loja_id, nome, aberta, total from public.buscar_produtos(termo => $1, categoria => $2, limite => 60, agora => $3${extra})`,
    [termo, categoria, WEDNESDAY_10AM],
  );
const storesFound = (db: SqlRunner, termo: string | null) =>
  db.query<StoreRow>(
    "select id, nome, aberta, total from public.buscar_lojas(termo => $1, limite => 60, agora => $2)",
    [termo, WEDNESDAY_10AM],
  );
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

/** public.buscar_produtos and public.buscar_lojas (migration 20251001120000_busca), on PGlite and PostgreSQL. */
export function defineBuscaAssertions(runner: () => SqlRunner): void {
  it("finds what the storefront's rules find, whatever the case and accents of the term (a visitor searching)", async () => {
    const db = runner();
    const terms = [
      "farmacia",
      "FARMÁCIA",
      "pao",
      "Pão Quente",
      "PAO QUENTE",
      "acai",
      "Açaí",
      "pizza",
      "queijo",
    ];
    for (const termo of terms) {
      const expected = searchCatalog({ query: termo }, { companies, products });
      const [foundProducts, foundStores] = await as(db, "anon", null, async () => [
        await productsFound(db, termo),
        await storesFound(db, termo),
      ]);
      expect(ids(foundProducts as ProductRow[]), termo).toEqual(ids(expected.products));
      expect(ids(foundStores as StoreRow[]), termo).toEqual(ids(expected.companies));
    }
  });

  it("'farmacia' finds 'Farmácia Pampulha' and 'pao' finds 'Padaria Pão Quente'", async () => {
    const db = runner();
    const names = await as(db, "anon", null, async () => ({
      farmacia: (await storesFound(db, "farmacia")).map((row) => row.nome),
      pao: (await storesFound(db, "pao")).map((row) => row.nome),
    }));
    expect(names.farmacia).toContain("Farmácia Pampulha");
    expect(names.pao).toContain("Padaria Pão Quente");
  });

  it("matches words of a product's description, not only its name", async () => {
    const db = runner();
    const store = named("Padaria Pão Quente");
    const found = await asAfter(
      db,
      [
        [
          "insert into public.produtos (loja_id, nome, descricao, preco) values ($1, 'Broa', 'Feita com FUBÁ de milho', 7)",
          [store.id],
        ],
      ],
      "anon",
      null,
      () => productsFound(db, "fuba de"),
    );
    expect(found.map((row) => row.nome)).toEqual(["Broa"]);
  });

  it("never shows a pending, rejected or switched-off store, nor their products, even by exact name", async () => {
    const db = runner();
    for (const name of ["Lanchonete da Esquina", "Forno & Lenha Pizzaria", "Drogaria Popular BH"]) {
      const store = named(name);
      const [foundStores, foundProducts] = await as(db, "anon", null, async () => [
        await storesFound(db, name),
        await productsFound(db, null),
      ]);
      expect(ids(foundStores as StoreRow[]), name).not.toContain(store.id);
      expect(
        (foundProducts as ProductRow[]).some((row) => row.loja_id === store.id),
        name,
      ).toBe(false);
    }
  });

  it("never shows an unavailable product, even by its exact name", async () => {
    const db = runner();
    const listed = new Set(
      companies.filter((c) => c.status === "active" && c.approval === "approved").map((c) => c.id),
    );
    const off = seeded.produtos.find((p) => !p.disponivel && listed.has(p.loja_id))!;
    const found = await as(db, "anon", null, () => productsFound(db, off.nome));
    expect(ids(found)).not.toContain(off.id);
  });

  it("narrows products by category (stores are not narrowed), alone or with a term", async () => {
    const db = runner();
    for (const [termo, categoria] of [
      [null, CATEGORY_IDS.farmacia],
      ["dipirona", CATEGORY_IDS.farmacia],
      ["pao", CATEGORY_IDS.farmacia],
    ] as const) {
      const expected = searchCatalog({ query: termo, categoryId: categoria }, { companies, products });
      const found = await as(db, "anon", null, () => productsFound(db, termo, categoria));
      expect(ids(found), `${termo} in ${categoria}`).toEqual(ids(expected.products));
    }
  });

  it("takes the term's % and _ literally ('70%' finds '70%', not every '70')", async () => {
    const db = runner();
    for (const termo of ["%", "_", "70%", "0,9%"]) {
      const expected = searchCatalog({ query: termo }, { companies, products });
      const found = await as(db, "anon", null, () => productsFound(db, termo));
      expect(ids(found), termo).toEqual(ids(expected.products));
    }
    const percent = await as(db, "anon", null, () => productsFound(db, "%"));
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.every((row) => row.nome.includes("%"))).toBe(true);
  });

  it("pages through every match once, each row counting them all; a page holds 1 to 60 rows", async () => {
    const db = runner();
    const expected = searchCatalog({}, { companies, products }).products;
    const pages = await as(db, "anon", null, async () => {
      const seen: ProductRow[][] = [];
      for (let offset = 0; offset < expected.length + 5; offset += 5) {
        seen.push(
          await db.query<ProductRow>(
            "select id, loja_id, nome, aberta, total from public.buscar_produtos(limite => 5, deslocamento => $1, agora => $2)",
            [offset, WEDNESDAY_10AM],
          ),
        );
      }
      return seen;
    });
    const all = pages.flat();
    expect(ids(all)).toEqual(ids(expected));
    expect(new Set(all.map((row) => Number(row.total)))).toEqual(new Set([expected.length]));
    expect(pages.every((page) => page.length <= 5)).toBe(true);

    const bounds = await as(db, "anon", null, async () => ({
      huge: (await db.query("select id from public.buscar_produtos(limite => 1000)")).length,
      zero: (await db.query("select id from public.buscar_produtos(limite => 0)")).length,
      negative: ids(
        await db.query("select id from public.buscar_produtos(limite => 3, deslocamento => -10)"),
      ),
      first: ids(await db.query("select id from public.buscar_produtos(limite => 3)")),
      far: (await db.query("select id from public.buscar_produtos(deslocamento => 100001)")).length,
      stores: (await db.query("select id from public.buscar_lojas(limite => 1000)")).length,
    }));
    expect(bounds.huge).toBe(Math.min(60, expected.length));
    expect(bounds.zero).toBe(1);
    expect(bounds.negative).toEqual(bounds.first);
    expect(bounds.far).toBe(0);
    expect(bounds.stores).toBe(searchCatalog({}, { companies, products }).companies.length);
  });

  it("lists open stores (on São Paulo's clock) and their products first, then catalogue order", async () => {
    const db = runner();
    for (const agora of [WEDNESDAY_10AM, WEDNESDAY_4AM, SATURDAY_6PM, SUNDAY_11AM]) {
      const [rows, stores] = await as(db, "anon", null, async () => [
        await db.query<ProductRow>(
          "select id, loja_id, nome, aberta, total from public.buscar_produtos(limite => 60, agora => $1)",
          [agora],
        ),
        await db.query<StoreRow>(
          "select id, nome, aberta, total from public.buscar_lojas(limite => 60, agora => $1)",
          [agora],
        ),
      ]);
      const open = (storeId: string) =>
        isOpenAt(companies.find((company) => company.id === storeId)!.openingHours, new Date(agora));
      for (const row of rows as ProductRow[]) expect(row.aberta, row.nome).toBe(open(row.loja_id));
      for (const row of stores as StoreRow[]) expect(row.aberta, row.nome).toBe(open(row.id));
      for (const list of [rows, stores] as { aberta: boolean }[][]) {
        const firstClosed = list.findIndex((row) => !row.aberta);
        expect(firstClosed === -1 || list.slice(firstClosed).every((row) => !row.aberta), agora).toBe(true);
      }
    }
  });

  it("serves a term through the trigram index (the searches run as the table owner, past RLS)", async () => {
    const db = runner();
    const plan = await rolledBack(db, async () => {
      await db.query("set local enable_seqscan = off");
      return db.query<Record<string, string>>(
        "explain select id from public.produtos where texto_busca like busca.padrao_busca('pão')",
      );
    });
    expect(plan.map((row) => Object.values(row)[0]).join("\n")).toContain("produtos_texto_busca_trgm_idx");
  });

  it("counts and lists the sitemap's public stores and their products, at most 1,000 rows a call", async () => {
    const db = runner();
    const publicIds = new Set(
      companies.filter((c) => c.status === "active" && c.approval === "approved").map((c) => c.id),
    );
    const publicProducts = products.filter((p) => publicIds.has(p.companyId));
    const [counts, rows] = await as(db, "anon", null, async () => [
      await db.query<Record<string, string | number>>("select * from public.contagem_vitrine()"),
      await db.query<{ tipo: string; id: string }>("select * from public.mapa_do_site(limite => 5000)"),
    ]);
    expect(
      (counts as Record<string, string | number>[]).map((row) => Object.values(row).map(Number)),
    ).toEqual([[publicIds.size, publicProducts.length, publicProducts.filter((p) => p.available).length]]);
    const list = rows as { tipo: string; id: string }[];
    expect(
      list
        .filter((row) => row.tipo === "loja")
        .map((row) => row.id)
        .sort(),
    ).toEqual([...publicIds].sort());
    expect(
      list
        .filter((row) => row.tipo === "produto")
        .map((row) => row.id)
        .sort(),
    ).toEqual(publicProducts.map((p) => p.id).sort());
  });

  it("reads the sitemap by cursor: pages chained by their last row, or a file's first page past a skip, list each address once, in order", async () => {
    const db = runner();
    type Row = { tipo: string; id: string; desde: string | null };
    const page = (after: Row | null, skip: number, size: number) =>
      db.query<Row>(
        "select tipo, id, desde::text from public.mapa_do_site($1, $2::timestamptz, $3::uuid, $4, $5)",
        [after?.tipo ?? null, after?.desde ?? null, after?.id ?? null, skip, size],
      );
    const [all, chained, skipped] = (await as(db, "anon", null, async () => {
      const whole = await page(null, 0, 1000);
      const pages: Row[] = [];
      for (let next = await page(null, 0, 7); next.length > 0;) {
        pages.push(...next);
        next = next.length < 7 ? [] : await page(next[next.length - 1]!, 0, 7);
      }
      // every start a file can have: past the stores, into them, past the products
      const starts: Row[][] = [];
      for (const skip of [0, 3, 10, 14, whole.length - 2, whole.length])
        starts.push(await page(null, skip, 4));
      return [whole, pages, starts];
    })) as [Row[], Row[], Row[][]];
    expect(all.filter((row) => row.tipo === "loja").length).toBeGreaterThan(7);
    expect(chained).toEqual(all);
    expect(skipped).toEqual(
      [0, 3, 10, 14, all.length - 2, all.length].map((skip) => all.slice(skip, skip + 4)),
    );
    expect(all.filter((row) => row.tipo === "produto").every((row) => row.desde === null)).toBe(true);
  });
}
