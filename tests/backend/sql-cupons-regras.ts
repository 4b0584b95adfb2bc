import { expect, it } from "vitest";

import { marketplaceCoupons } from "@/fixtures/marketing";

import { as, type SqlRunner } from "./sql-assertions";
import { ids, PAO } from "./sql-pedidos-helpers";

const DENIED = expect.objectContaining({ code: "42501" });
const CHECK = expect.objectContaining({ code: "23514" });
const MARKETPLACE_CODES = marketplaceCoupons.map((coupon) => coupon.code).sort();

const insertCoupon = (db: SqlRunner, loja: string | null, columns: Record<string, unknown> = {}) => {
  const row: Record<string, unknown> = {
    loja_id: loja,
    codigo: "SEMANA10",
    descricao: "Cupom de teste",
    tipo_desconto: "percentual",
    valor_desconto: 10,
    inicio: "2026-11-01",
    fim: "2026-12-31",
    ...columns,
  };
  const names = Object.keys(row);
  return db.query<{ codigo: string }>(
    `insert into public.cupons (${names.join(", ")}) values (${names.map((_, n) => `$${n + 1}`).join(", ")})
     returning codigo`,
    Object.values(row),
  );
};
const marketplaceRows = (db: SqlRunner) =>
  db.query<{ codigo: string }>("select codigo from public.cupons where loja_id is null order by codigo");

/** Marketplace coupons and the new coupon rules (migration *_cupons_regras.sql). */
export function defineCuponsRegrasAssertions(runner: () => SqlRunner): void {
  it("keeps the marketplace's coupons from every list but the administrators'", async () => {
    const db = runner();
    for (const reader of [ids.cliente, ids.empresa, ids.entregador, ids.anunciante]) {
      expect(await as(db, "authenticated", reader, () => marketplaceRows(db)), reader).toEqual([]);
    }
    for (const admin of [ids.admin, ids.superadmin]) {
      const codes = (await as(db, "authenticated", admin, () => marketplaceRows(db))).map(
        (row) => row.codigo,
      );
      expect(codes).toEqual(MARKETPLACE_CODES);
    }
  });

  it("lets no owner or administrator write a marketplace coupon, nor give a store's coupon a service type", async () => {
    const db = runner();
    for (const who of [ids.empresa, ids.admin]) {
      await expect(
        as(db, "authenticated", who, () => insertCoupon(db, null)),
        who,
      ).rejects.toEqual(DENIED);
      const changed = await as(db, "authenticated", who, async () => [
        await db.query("update public.cupons set ativo = false where loja_id is null returning id"),
        await db.query("delete from public.cupons where loja_id is null returning id"),
      ]);
      expect(changed).toEqual([[], []]);
    }
    await expect(
      as(db, "authenticated", ids.empresa, () => insertCoupon(db, PAO, { tipo_servico: "farmacia" })),
    ).rejects.toEqual(DENIED);
    await expect(
      as(db, "authenticated", ids.empresa, () =>
        db.query("update public.cupons set tipo_servico = 'farmacia' where loja_id = $1", [PAO]),
      ),
    ).rejects.toEqual(DENIED);
    // not even the service role gives a store's coupon a service type
    await expect(
      as(db, "service_role", null, () => insertCoupon(db, PAO, { tipo_servico: "farmacia" })),
    ).rejects.toEqual(CHECK);
  });

  it("lets the owner create free-delivery, weekday and first-order coupons under the rules", async () => {
    const db = runner();
    const owner = (columns: Record<string, unknown>) =>
      as(db, "authenticated", ids.empresa, () => insertCoupon(db, PAO, columns));
    expect(await owner({ tipo_desconto: "frete_gratis", valor_desconto: 0, pedido_minimo: 20 })).toEqual([
      { codigo: "SEMANA10" },
    ]);
    expect(await owner({ dias_semana: [6, 7], primeiro_pedido: true })).toEqual([{ codigo: "SEMANA10" }]);
    // free delivery carries no value of its own; the others carry one
    await expect(owner({ tipo_desconto: "frete_gratis", valor_desconto: 5 })).rejects.toEqual(CHECK);
    await expect(owner({ tipo_desconto: "valor", valor_desconto: 0 })).rejects.toEqual(CHECK);
    for (const dias of [[], [0], [8], [1, 2, 3, 4, 5, 6, 7, 1]]) {
      await expect(owner({ dias_semana: dias }), JSON.stringify(dias)).rejects.toEqual(CHECK);
    }
  });

  it("keeps a marketplace code unique and its service type one of the three kinds", async () => {
    const db = runner();
    await expect(
      as(db, "service_role", null, () => insertCoupon(db, null, { codigo: "FRETEGRATIS" })),
    ).rejects.toEqual(expect.objectContaining({ code: "23505" }));
    await expect(
      as(db, "service_role", null, () => insertCoupon(db, null, { tipo_servico: "padaria" })),
    ).rejects.toEqual(CHECK);
    expect(
      await as(db, "service_role", null, () =>
        insertCoupon(db, null, { codigo: "MERCADO5", tipo_servico: "mercado" }),
      ),
    ).toEqual([{ codigo: "MERCADO5" }]);
    // a store may use a code the marketplace uses: its own coupon wins in its store (fazer_pedido)
    expect(
      await as(db, "authenticated", ids.empresa, () => insertCoupon(db, PAO, { codigo: "FRETEGRATIS" })),
    ).toEqual([{ codigo: "FRETEGRATIS" }]);
  });
}
