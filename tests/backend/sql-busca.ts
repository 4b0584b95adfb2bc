import { expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import { companyFromLoja, productFromProduto } from "@/lib/catalog/rows";
import { isOpenAt } from "@/lib/store/opening-hours";
import { searchCatalog } from "@/lib/store/search";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { as, asAfter, becomeCaller, rolledBack, type SqlRunner } from "./sql-assertions";

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

/** The list with no filter, sorted whole (the definition /produtos pages through): open stores first, then the oldest store, then by name. */
const wholeList = (db: SqlRunner, agora: string) =>
  db
    .query<{ id: string }>(
      `select p.id from public.produtos p join public.lojas l on l.id = p.loja_id
       where l.status = 'aprovada' and l.ativa and p.disponivel
       order by busca.loja_aberta(l.horarios, $1) desc, l.created_at, l.id, p.nome, p.id`,
      [agora],
    )
    .then((rows) => rows.map((row) => row.id));
/** One page of the list with no filter, as a visitor reads it. */
const listPage = (db: SqlRunner, agora: string, limite: number, deslocamento: number) =>
  db.query<ProductRow>(
    "select id, loja_id, nome, aberta, total from public.buscar_produtos(limite => $1, deslocamento => $2, agora => $3)",
    [limite, deslocamento, agora],
  );
export type StoreCount = { loja_id: string; produtos: number; disponiveis: number };
/** Each store's kept counts (its products, the available ones), and the same counted from the products now. */
export const storeCounts = async (db: SqlRunner) => ({
  kept: await db.query<StoreCount>(
    "select loja_id, produtos, disponiveis from private.disponiveis_por_loja where produtos > 0 order by loja_id",
  ),
  counted: await db.query<StoreCount>(
    `select loja_id, count(*)::int as produtos, (count(*) filter (where disponivel))::int as disponiveis
     from public.produtos group by loja_id order by loja_id`,
  ),
});
/** A counts row (bigint columns arrive as strings from node-postgres) as plain numbers, in column order. */
export const countsAsNumbers = (rows: Record<string, string | number>[]) =>
  rows.map((row) => Object.values(row).map(Number));
/** What public.contagem_vitrine must answer, counted from the tables. */
export const showcaseCounted = (db: SqlRunner) =>
  db.query<Record<string, string | number>>(
    `select (select count(*) from public.lojas where status = 'aprovada' and ativa) as lojas,
       count(*) as produtos, count(*) filter (where p.disponivel) as disponiveis
     from public.produtos p join public.lojas l on l.id = p.loja_id where l.status = 'aprovada' and l.ativa`,
  );

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

  it("with no filter, serves page by page exactly the list sorted whole (open stores first, oldest store, name), each row counting it all", async () => {
    const db = runner();
    for (const agora of [WEDNESDAY_10AM, WEDNESDAY_4AM, SATURDAY_6PM]) {
      const whole = await wholeList(db, agora);
      expect(whole.length).toBeGreaterThan(30);
      for (const size of [1, 7, 24]) {
        const pages = await as(db, "anon", null, async () => {
          const seen: ProductRow[][] = [];
          for (let offset = 0; offset < whole.length; offset += size)
            seen.push(await listPage(db, agora, size, offset));
          return seen;
        });
        expect(
          pages.flat().map((row) => row.id),
          `${agora}, ${size} a page`,
        ).toEqual(whole);
        expect(new Set(pages.flat().map((row) => Number(row.total)))).toEqual(new Set([whole.length]));
        expect(pages.every((page) => page.length === size || page === pages.at(-1))).toBe(true);
      }
      // a page that starts inside one store and ends inside another; the page past the end
      const [middle, past] = await as(db, "anon", null, async () => [
        await listPage(db, agora, 11, 5),
        await listPage(db, agora, 24, whole.length),
      ]);
      expect(middle!.map((row) => row.id)).toEqual(whole.slice(5, 16));
      expect(past).toEqual([]);
    }
  });

  it("keeps each store's counts of products and available products through every write (the owner's, an admin's move, a store switched off), so the list and the catalogue's count stay right", async () => {
    const db = runner();
    const PAO = DEMO_COMPANY_ID;
    const BELLA = COMPANY_IDS.bellaNapoli;
    const ACAI = COMPANY_IDS.acaiDaPraca;
    const firstOf = (store: string, available: boolean) =>
      catalogueRows().produtos.find((p) => p.loja_id === store && p.disponivel === available)?.id;
    const after = await rolledBack(db, async () => {
      const initial = await storeCounts(db);
      // the owner of Pão Quente, under RLS: adds an available and an unavailable product, adds 30 at once,
      // switches one off, edits a price, deletes one
      await becomeCaller(db, "authenticated", DEMO_USER_IDS.empresa);
      await db.query(
        "insert into public.produtos (loja_id, nome, preco, disponivel) values ($1, 'Broa de fubá', 6.5, true), ($1, 'Bolo de rolo', 30, false)",
        [PAO],
      );
      await db.query(
        "insert into public.produtos (loja_id, nome, preco) select $1, 'Extra ' || n, 1 from generate_series(1, 30) n",
        [PAO],
      );
      const [off, gone] = catalogueRows().produtos.filter((p) => p.loja_id === PAO && p.disponivel);
      await db.query("update public.produtos set disponivel = false where id = $1", [off!.id]);
      await db.query("update public.produtos set preco = preco + 1 where loja_id = $1", [PAO]);
      await db.query("delete from public.produtos where id = $1", [gone!.id]);
      await db.query("delete from public.produtos where loja_id = $1 and nome = 'Bolo de rolo'", [PAO]);
      await db.query("reset role");
      const byOwner = await storeCounts(db);
      // an unavailable product made available; products moved between stores (only the platform can)
      const unavailable = firstOf(BELLA, false) ?? firstOf(PAO, false);
      if (unavailable)
        await db.query("update public.produtos set disponivel = true where id = $1", [unavailable]);
      await db.query("update public.produtos set loja_id = $1 where id = $2", [ACAI, firstOf(BELLA, true)]);
      await db.query("update public.produtos set loja_id = $1, disponivel = false where id = $2", [
        BELLA,
        firstOf(ACAI, true),
      ]);
      // a store switched off leaves the list; its count stays for when it comes back
      await db.query("update public.lojas set ativa = false where id = $1", [ACAI]);
      const end = await storeCounts(db);
      const whole = await wholeList(db, WEDNESDAY_10AM);
      const showcase = await showcaseCounted(db);
      await becomeCaller(db, "anon", null);
      const pages = [
        ...(await listPage(db, WEDNESDAY_10AM, 60, 0)),
        ...(await listPage(db, WEDNESDAY_10AM, 60, 60)),
      ];
      const counts = await db.query<Record<string, string | number>>(
        "select * from public.contagem_vitrine()",
      );
      return { initial, byOwner, end, pages, whole, showcase, counts };
    });
    expect(after.initial.kept).toEqual(after.initial.counted);
    expect(after.byOwner.kept).toEqual(after.byOwner.counted);
    const pao = (counts: StoreCount[]) => counts.find((row) => row.loja_id === PAO)!;
    // +2 inserted, +30 at once, −2 deleted; of the available: +1, +30, −1 switched off, −1 deleted
    expect(pao(after.byOwner.kept).produtos).toBe(pao(after.initial.kept).produtos + 2 + 30 - 2);
    expect(pao(after.byOwner.kept).disponiveis).toBe(pao(after.initial.kept).disponiveis + 1 + 30 - 2);
    expect(after.end.kept).toEqual(after.end.counted);
    expect(after.pages.map((row) => row.id)).toEqual(after.whole);
    expect(after.pages.some((row) => row.loja_id === ACAI)).toBe(false);
    expect(new Set(after.pages.map((row) => Number(row.total)))).toEqual(new Set([after.whole.length]));
    expect(countsAsNumbers(after.counts)).toEqual(countsAsNumbers(after.showcase));
    expect(countsAsNumbers(after.counts)[0]![2]).toBe(after.whole.length);
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
    expect(countsAsNumbers(counts as Record<string, string | number>[])).toEqual([
      [publicIds.size, publicProducts.length, publicProducts.filter((p) => p.available).length],
    ]);
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
