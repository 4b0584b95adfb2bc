import { expect, it } from "vitest";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { DEMO_USER_IDS } from "@/fixtures/ids";
import { plans } from "@/fixtures/plans";
import { PLANO_COLUMNS, planFromRow, type PlanoRow } from "@/lib/plans/rows";

import { as, asAfter, type Role, type SqlRunner } from "./sql-assertions";

const ids = DEMO_USER_IDS;
const DENIED = expect.objectContaining({ code: "42501" });
const CHECK = expect.objectContaining({ code: "23514" });
const GRATUITO = plans.find((plan) => plan.tier === "free")!.id;
const PREMIUM = plans.find((plan) => plan.tier === "premium")!.id; // the demo store's plan
const EMPRESARIAL = plans.find((plan) => plan.name === "Empresarial")!.id; // the demo advertiser's plan
const ANUNCIO_BASICO = plans.find((plan) => plan.name === "Anúncio Básico")!.id;
const allIds = plans.map((plan) => plan.id).sort();

const selectIds = async (db: SqlRunner) =>
  (await db.query<{ id: string }>("select id::text from public.planos order by id")).map((row) => row.id);
const deactivate = (id: string): [string, unknown[]] => [
  "update public.planos set ativo = false where id = $1",
  [id],
];
const insertPlan = (db: SqlRunner, name = "Anúncio Plus") =>
  db.query(
    `insert into public.planos (tipo, nome, descricao, preco, recursos, max_produtos, max_imagens, max_anuncios,
       max_impressoes, prioridade, suporte, cor)
     values ('anunciante', $1, 'Mais alcance.', 29.9, array['Até 8 anúncios'], 0, 8, 8, 2000, 2, 'basico', '#123456')
     returning id`,
    [name],
  );

/** Plans (migration *_planos.sql): the seed values, who reads, who writes, the checks and the store link. */
export function definePlanosAssertions(runner: () => SqlRunner): void {
  it("inserts the product.md §9 plans with the ids and values the app has always shown", async () => {
    const rows = await runner().query<PlanoRow>(`select ${PLANO_COLUMNS} from public.planos order by id`);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect(rows.map(planFromRow)).toEqual([...plans].sort(byId));
  });

  it("shows anon, a cliente and a store's members the active plans only; admins every plan", async () => {
    const db = runner();
    const readers: [Role, string | null][] = [
      ["anon", null],
      ["authenticated", ids.cliente],
      ["authenticated", ids.empresa],
    ];
    for (const [role, sub] of readers) {
      expect(await as(db, role, sub, () => selectIds(db))).toEqual(allIds);
      const seen = await asAfter(db, [deactivate(EMPRESARIAL)], role, sub, () => selectIds(db));
      expect(seen).toEqual(allIds.filter((id) => id !== EMPRESARIAL));
    }
    for (const admin of [ids.admin, ids.superadmin]) {
      expect(
        await asAfter(db, [deactivate(EMPRESARIAL)], "authenticated", admin, () => selectIds(db)),
      ).toEqual(allIds);
    }
  });

  it("lets a store's members read their store's plan after it leaves sale, nobody else", async () => {
    const db = runner();
    for (const member of [ids.empresa, ids.entregador]) {
      const seen = await asAfter(db, [deactivate(PREMIUM)], "authenticated", member, () => selectIds(db));
      expect(seen).toContain(PREMIUM);
    }
    const cliente = await asAfter(db, [deactivate(PREMIUM)], "authenticated", ids.cliente, () =>
      selectIds(db),
    );
    expect(cliente).not.toContain(PREMIUM);
  });

  it("lets an anunciante read the plan they are on after it leaves sale, and no other plan off sale", async () => {
    const db = runner();
    // the demo advertiser is on Empresarial
    const own = await asAfter(db, [deactivate(EMPRESARIAL)], "authenticated", ids.anunciante, () =>
      selectIds(db),
    );
    expect(own).toEqual(allIds);
    const other = await asAfter(db, [deactivate(ANUNCIO_BASICO)], "authenticated", ids.anunciante, () =>
      selectIds(db),
    );
    expect(other).toEqual(allIds.filter((id) => id !== ANUNCIO_BASICO));
    // without an account row an advertiser is on Anúncio Básico, the column's default
    const withoutRow = await asAfter(
      db,
      [["delete from public.anunciantes where user_id = $1", [ids.anunciante]], deactivate(ANUNCIO_BASICO)],
      "authenticated",
      ids.anunciante,
      () => selectIds(db),
    );
    expect(withoutRow).toContain(ANUNCIO_BASICO);
    // nobody else reads it: not a cliente, not a store's member
    for (const sub of [ids.cliente, ids.empresa]) {
      const seen = await asAfter(db, [deactivate(EMPRESARIAL)], "authenticated", sub, () => selectIds(db));
      expect(seen).not.toContain(EMPRESARIAL);
    }
  });

  it("keeps an advertiser on an off-sale plan to that plan's limits", async () => {
    const db = runner();
    const premium = plans.find((plan) => plan.type === "advertiser" && plan.name === "Premium")!;
    const limits = await asAfter(
      db,
      [
        ["update public.anunciantes set plano_id = $1 where user_id = $2", [premium.id, ids.anunciante]],
        deactivate(premium.id),
      ],
      "service_role",
      null,
      () =>
        db.query<{ max_anuncios: number; max_impressoes: number }>(
          "select * from private.limites_do_anunciante($1)",
          [ids.anunciante],
        ),
    );
    expect(limits).toEqual([{ max_anuncios: premium.maxAds, max_impressoes: premium.maxImpressions }]);
  });

  it.each([
    ["cliente", ids.cliente],
    ["empresa", ids.empresa],
    ["entregador", ids.entregador],
    ["anunciante", ids.anunciante],
  ])("lets a %s write no plan", async (_who, sub) => {
    const db = runner();
    const updated = await as(db, "authenticated", sub, () =>
      db.query("update public.planos set preco = 1 where id = $1 returning id", [GRATUITO]),
    );
    expect(updated).toEqual([]);
    await expect(as(db, "authenticated", sub, () => insertPlan(db))).rejects.toEqual(DENIED);
  });

  it("refuses anon any write and everyone a delete (a plan leaves sale by being deactivated)", async () => {
    const db = runner();
    await expect(as(db, "anon", null, () => insertPlan(db))).rejects.toEqual(DENIED);
    await expect(
      as(db, "anon", null, () => db.query("update public.planos set preco = 1 where id = $1", [GRATUITO])),
    ).rejects.toEqual(DENIED);
    await expect(
      as(db, "authenticated", ids.superadmin, () =>
        db.query("delete from public.planos where id = $1", [EMPRESARIAL]),
      ),
    ).rejects.toEqual(DENIED);
  });

  it("lets an administrator with plans.create/edit create, edit and deactivate plans, never change a plan's type or store code", async () => {
    const db = runner();
    // admin@'s row views plans only (the Admin preset), like /admin/plans has always shown it
    await expect(as(db, "authenticated", ids.admin, () => insertPlan(db))).rejects.toEqual(DENIED);
    expect(
      await as(db, "authenticated", ids.admin, () =>
        db.query("update public.planos set preco = 34.9 where id = $1 returning id", [GRATUITO]),
      ),
    ).toEqual([]);
    for (const admin of [ids.superadmin]) {
      const done = await as(db, "authenticated", admin, async () => [
        await insertPlan(db),
        await db.query(
          "update public.planos set preco = 34.9, ativo = false where id = $1 returning preco::text",
          [GRATUITO],
        ),
      ]);
      expect(done[0]).toHaveLength(1);
      expect(done[1]).toEqual([{ preco: "34.90" }]);
      for (const assignment of ["tipo = 'anunciante'", "codigo = 'basico'"]) {
        await expect(
          as(db, "authenticated", admin, () =>
            db.query(`update public.planos set ${assignment} where id = $1`, [GRATUITO]),
          ),
        ).rejects.toEqual(DENIED);
      }
    }
  });

  it("keeps names unique per type, advertiser limits on advertiser plans, and features non-blank", async () => {
    const db = runner();
    await expect(
      as(db, "authenticated", ids.superadmin, () => insertPlan(db, "empresarial")),
    ).rejects.toEqual(expect.objectContaining({ code: "23505" }));
    // 'Premium' is both a company and an advertiser plan
    expect(await as(db, "authenticated", ids.superadmin, () => insertPlan(db, "Gratuito"))).toHaveLength(1);
    const invalid = [
      "max_anuncios = null",
      "recursos = array['Até 5 anúncios', '  ']",
      "recursos = array[]::text[]",
      "prioridade = 4",
      "max_imagens = -2",
      "cor = 'azul'",
      "preco = -1",
    ];
    for (const assignment of invalid) {
      await expect(
        as(db, "authenticated", ids.superadmin, () =>
          db.query(`update public.planos set ${assignment} where id = $1`, [EMPRESARIAL]),
        ),
      ).rejects.toEqual(CHECK);
    }
  });

  it("ties every store to a company plan, and the product limit follows the table", async () => {
    const db = runner();
    await expect(
      as(db, "service_role", null, () => db.query("delete from public.planos where id = $1", [GRATUITO])),
    ).rejects.toEqual(expect.objectContaining({ code: "23503" }));
    const limits = await asAfter(
      db,
      [
        ["update public.planos set max_produtos = 3 where codigo = 'gratuito'", []],
        ["update public.planos set max_produtos = -1 where codigo = 'basico'", []],
      ],
      "service_role",
      null,
      () =>
        db.query<{ gratuito: number | null; basico: number | null; premium: number | null }>(
          `select private.plan_product_limit('gratuito') as gratuito, private.plan_product_limit('basico') as basico,
                  private.plan_product_limit('premium') as premium`,
        ),
    );
    expect(limits).toEqual([{ gratuito: 3, basico: null, premium: null }]);
    const stores = await runner().query<{ n: number }>(
      "select count(*)::int as n from public.lojas where id = $1 and plano = 'premium'",
      [DEMO_COMPANY_ID],
    );
    expect(stores).toEqual([{ n: 1 }]);
  });
}
