import { expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { DEMO_USER_IDS } from "@/fixtures/ids";
import { marketplaceCoupons } from "@/fixtures/marketing";
import { plans } from "@/fixtures/plans";
import { catalogueRows } from "@/supabase/catalogue-seed";

import { as, asAfter, type SqlRunner } from "./sql-assertions";

const ids = DEMO_USER_IDS;
const PAO = DEMO_COMPANY_ID; // premium, owned by the demo empresa
const BELLA = COMPANY_IDS.bellaNapoli; // premium, someone else's
const ACAI = COMPANY_IDS.acaiDaPraca; // gratuito
const BURGER = COMPANY_IDS.burgerMineiro; // basico
const DENIED = expect.objectContaining({ code: "42501" });
const CHECK = expect.objectContaining({ code: "23514" });
const PLAN_LIMIT = expect.objectContaining({ code: "P0001", message: "limite_produtos_plano" });

const seeded = catalogueRows();
const productOf = (store: string) => seeded.produtos.find((p) => p.loja_id === store)!.id;
const countOf = (store: string) => seeded.produtos.filter((p) => p.loja_id === store).length;
const PAO_PRODUCT = productOf(PAO);
const BELLA_PRODUCT = productOf(BELLA);
const PAO_COUPON = seeded.cupons[0]!.id;

const insertProduct = (db: SqlRunner, store: string) =>
  db.query<{ nome: string }>(
    "insert into public.produtos (loja_id, nome, preco) values ($1, 'Broa de fubá', 6.5) returning nome",
    [store],
  );
/** Inserts `count` products in one statement (the trigger counts the rows the statement already added). */
const fill = (db: SqlRunner, store: string, count: number) =>
  db.query(
    "insert into public.produtos (loja_id, nome, preco) select $1, 'Extra ' || n, 1 from generate_series(1, $2) n",
    [store, count],
  );
const insertCoupon = (db: SqlRunner, store: string, code = "BROA10") =>
  db.query<{ codigo: string }>(
    `insert into public.cupons (loja_id, codigo, descricao, tipo_desconto, valor_desconto, inicio, fim)
     values ($1, $2, 'Broa com desconto', 'percentual', 10, '2026-01-01', '2026-02-01') returning codigo`,
    [store, code],
  );

/** Products, the plan limit and coupons (migrations *_produtos.sql, *_cupons.sql), on PGlite and PostgreSQL. */
export function defineProdutosAssertions(runner: () => SqlRunner): void {
  it("lets the owner create, edit, switch off and delete their own store's products", async () => {
    const db = runner();
    const done = await as(db, "authenticated", ids.empresa, async () => [
      await insertProduct(db, PAO),
      await db.query(
        "update public.produtos set preco = 8.25, disponivel = false where id = $1 returning preco::text",
        [PAO_PRODUCT],
      ),
      await db.query("delete from public.produtos where id = $1 returning nome", [PAO_PRODUCT]),
    ]);
    expect(done.map((rows) => rows.length)).toEqual([1, 1, 1]);
    expect(done[1]).toEqual([{ preco: "8.25" }]);
  });

  it("changes 0 rows when the owner of store A writes store B's product, and refuses a product in B", async () => {
    const db = runner();
    const writes = await as(db, "authenticated", ids.empresa, async () => [
      await db.query("update public.produtos set preco = 1 where id = $1 returning id", [BELLA_PRODUCT]),
      await db.query("delete from public.produtos where id = $1 returning id", [BELLA_PRODUCT]),
    ]);
    expect(writes).toEqual([[], []]);
    await expect(as(db, "authenticated", ids.empresa, () => insertProduct(db, BELLA))).rejects.toEqual(
      DENIED,
    );
  });

  it.each([
    ["visualizacoes = 99999", "its views"],
    [`loja_id = '${BELLA}'`, "its store"],
  ])("refuses the owner setting %s (%s)", async (assignment) => {
    const db = runner();
    await expect(
      as(db, "authenticated", ids.empresa, () =>
        db.query(`update public.produtos set ${assignment} where id = $1`, [PAO_PRODUCT]),
      ),
    ).rejects.toEqual(DENIED);
  });

  it.each([
    ["entregador of the store", ids.entregador],
    ["admin", ids.admin],
    ["superadmin", ids.superadmin],
    ["cliente", ids.cliente],
    ["anunciante", ids.anunciante],
  ])("lets the %s write no product", async (_who, sub) => {
    const db = runner();
    const writes = await as(db, "authenticated", sub, async () => [
      await db.query("update public.produtos set preco = 1 where id = $1 returning id", [PAO_PRODUCT]),
      await db.query("delete from public.produtos where id = $1 returning id", [PAO_PRODUCT]),
    ]);
    expect(writes).toEqual([[], []]);
    await expect(as(db, "authenticated", sub, () => insertProduct(db, PAO))).rejects.toEqual(DENIED);
    await expect(as(db, "anon", null, () => insertProduct(db, PAO))).rejects.toEqual(DENIED);
  });

  it("refuses a price of zero or below, and keeps cents exact", async () => {
    const db = runner();
    const price = (value: string) =>
      as(db, "authenticated", ids.empresa, () =>
        db.query<{ preco: string }>(
          "update public.produtos set preco = $2 where id = $1 returning preco::text",
          [PAO_PRODUCT, value],
        ),
      );
    await expect(price("0")).rejects.toEqual(CHECK);
    await expect(price("-1")).rejects.toEqual(CHECK);
    expect(await price("0.105")).toEqual([{ preco: "0.11" }]);
  });

  it("stops a Gratuito store at 10 products with 'limite_produtos_plano' (product.md §9)", async () => {
    const db = runner();
    const owner: [string, unknown[]][] = [
      [
        "insert into public.membros_loja (loja_id, user_id, papel) values ($1, $2, 'dono')",
        [ACAI, ids.empresa],
      ],
    ];
    const tenth = await asAfter(db, owner, "authenticated", ids.empresa, () =>
      fill(db, ACAI, 10 - countOf(ACAI)),
    );
    expect(tenth).toEqual([]);
    await expect(
      asAfter(db, owner, "authenticated", ids.empresa, async () => {
        await fill(db, ACAI, 10 - countOf(ACAI));
        return insertProduct(db, ACAI);
      }),
    ).rejects.toEqual(
      expect.objectContaining({
        code: "P0001",
        message: "limite_produtos_plano",
        detail: "O plano da loja permite até 10 produtos.",
      }),
    );
  });

  it("stops a Básico store at 50 and lets a Premium store pass 50, whoever inserts", async () => {
    const db = runner();
    await expect(as(db, "service_role", null, () => fill(db, BURGER, 51 - countOf(BURGER)))).rejects.toEqual(
      PLAN_LIMIT,
    );
    expect(await as(db, "service_role", null, () => fill(db, BURGER, 50 - countOf(BURGER)))).toEqual([]);
    const premium = await as(db, "authenticated", ids.empresa, async () => {
      await fill(db, PAO, 60);
      return db.query<{ n: number }>("select count(*)::int as n from public.produtos where loja_id = $1", [
        PAO,
      ]);
    });
    expect(premium).toEqual([{ n: 60 + countOf(PAO) }]);
  });

  it("agrees with the app's plans on each plan's product limit", async () => {
    const db = runner();
    const plano = { Gratuito: "gratuito", Básico: "basico", Premium: "premium" } as Record<string, string>;
    for (const plan of plans.filter((p) => p.type === "company")) {
      const [row] = await db.query<{ max: number | null }>("select private.plan_product_limit($1) as max", [
        plano[plan.name],
      ]);
      expect(row?.max ?? -1).toBe(plan.maxProducts);
    }
  });

  it("lets the owner create, edit, switch and delete their coupons, never their usage or another store's", async () => {
    const db = runner();
    const own = await as(db, "authenticated", ids.empresa, async () => [
      await insertCoupon(db, PAO),
      await db.query(
        "update public.cupons set ativo = false, pedido_minimo = 20 where id = $1 returning id",
        [PAO_COUPON],
      ),
      await db.query("delete from public.cupons where id = $1 returning id", [PAO_COUPON]),
    ]);
    expect(own.map((rows) => rows.length)).toEqual([1, 1, 1]);
    await expect(
      as(db, "authenticated", ids.empresa, () =>
        db.query("update public.cupons set usos = 0 where id = $1", [PAO_COUPON]),
      ),
    ).rejects.toEqual(DENIED);
    await expect(as(db, "authenticated", ids.empresa, () => insertCoupon(db, BELLA))).rejects.toEqual(DENIED);
    const bellaCoupon: [string, unknown[]][] = [
      [
        `insert into public.cupons (loja_id, codigo, descricao, tipo_desconto, valor_desconto, inicio, fim)
         values ($1, 'PIZZA10', 'Pizza', 'valor', 10, '2026-01-01', '2026-02-01')`,
        [BELLA],
      ],
    ];
    const other = await asAfter(db, bellaCoupon, "authenticated", ids.empresa, async () => [
      await db.query("select id from public.cupons where loja_id = $1", [BELLA]),
      await db.query("update public.cupons set ativo = false where loja_id = $1 returning id", [BELLA]),
      await db.query("delete from public.cupons where loja_id = $1 returning id", [BELLA]),
    ]);
    expect(other).toEqual([[], [], []]);
  });

  it("lets the entregador read the store's coupons but not write them, and admins read every coupon", async () => {
    const db = runner();
    const courier = await as(db, "authenticated", ids.entregador, async () => [
      (await db.query("select id from public.cupons")).length,
      await db.query("update public.cupons set ativo = false returning id"),
    ]);
    expect(courier).toEqual([seeded.cupons.length, []]);
    await expect(as(db, "authenticated", ids.entregador, () => insertCoupon(db, PAO))).rejects.toEqual(
      DENIED,
    );
    const admin = await as(db, "authenticated", ids.admin, async () => [
      (await db.query("select id from public.cupons")).length,
      await db.query("update public.cupons set ativo = false returning id"),
    ]);
    expect(admin).toEqual([seeded.cupons.length + marketplaceCoupons.length, []]);
  });

  it("keeps a code unique per store and a percentage whole from 1 to 100", async () => {
    const db = runner();
    await expect(
      as(db, "authenticated", ids.empresa, () => insertCoupon(db, PAO, "PAOQUENTE10")),
    ).rejects.toEqual(expect.objectContaining({ code: "23505" }));
    expect(await as(db, "service_role", null, () => insertCoupon(db, BELLA, "PAOQUENTE10"))).toHaveLength(1);
    for (const value of ["150", "12.5"]) {
      await expect(
        as(db, "authenticated", ids.empresa, () =>
          db.query("update public.cupons set valor_desconto = $2 where id = $1", [PAO_COUPON, value]),
        ),
      ).rejects.toEqual(CHECK);
    }
    await expect(as(db, "authenticated", ids.empresa, () => insertCoupon(db, PAO, "broa10"))).rejects.toEqual(
      CHECK,
    );
  });
}
