import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { customers, DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { couponBanners, marketplaceCoupons } from "@/fixtures/marketing";
import { orders } from "@/fixtures/orders";
import { catalogueRows } from "@/supabase/catalogue-seed";
import { openDatabase } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";

const dir = mkdtempSync(join(tmpdir(), "vitrine-catalogue-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];
const count = async (db: Db, table: string, where = "true") =>
  (await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`)).rows[0]?.n;

// status_pedido only replaces functions, so it runs again cleanly: it stands for the orders migrations
const ORDERS_MIGRATION = "20250801120500";
const otherCustomers = customers.filter((c) => c.id !== DEMO_CUSTOMER_ID).map((c) => `'${c.id}'`);
/** What a folder made before the orders migrations lacks: their rows, and the accounts the section adds. */
const WITHOUT_ORDERS = `
  delete from public.pedidos;
  delete from public.enderecos;
  delete from public.cupons where loja_id is null;
  delete from auth.users where id in (${otherCustomers.join(", ")});
  update public.perfis set pagamento_preferido = null;
  delete from supabase_migrations.schema_migrations where version = '${ORDERS_MIGRATION}';
`;

describe("a local data folder made before the catalogue existed", () => {
  it(
    "gains the demo stores, products and coupons with the migrations it was missing, once",
    async () => {
      const dataDir = join(dir, "pglite");
      const older = await openDatabase(dataDir);
      // a folder whose catalogue tables arrived empty, and which has not yet run the newest migration
      await older.db.exec(`
        delete from public.lojas;
        delete from supabase_migrations.schema_migrations where version = '20250701120400';
      `);
      await older.db.close();

      const upgraded = await openDatabase(dataDir);
      try {
        expect(upgraded.applied).toEqual(["20250701120400"]);
        const rows = catalogueRows();
        expect(await count(upgraded.db, "lojas")).toBe(rows.lojas.length);
        expect(await count(upgraded.db, "produtos")).toBe(rows.produtos.length);
        expect(await count(upgraded.db, "cupons", "loja_id is not null")).toBe(rows.cupons.length);
        // the orders stayed (their stores were gone for a moment): not seeded a second time
        expect(await count(upgraded.db, "pedidos")).toBe(orders.length);
        // products the owner deleted stay deleted: a later start seeds nothing again
        await upgraded.db.exec("delete from public.produtos where nome like 'Pão%'");
      } finally {
        await upgraded.db.close();
      }

      const again = await openDatabase(dataDir);
      try {
        expect(again.applied).toEqual([]);
        expect(await count(again.db, "produtos")).toBeLessThan(catalogueRows().produtos.length);
      } finally {
        await again.db.close();
      }
    },
    BOOT_TIMEOUT_MS * 2,
  );
});

describe("a local data folder made before the orders existed", () => {
  it(
    "gains the demo shoppers, addresses, marketplace coupons and orders with the orders migrations, once",
    async () => {
      const dataDir = join(dir, "pglite-orders");
      const older = await openDatabase(dataDir);
      await older.db.exec(WITHOUT_ORDERS);
      await older.db.close();

      const upgraded = await openDatabase(dataDir);
      try {
        expect(upgraded.applied).toEqual([ORDERS_MIGRATION]);
        expect(await count(upgraded.db, "pedidos")).toBe(orders.length);
        expect(await count(upgraded.db, "itens_pedido")).toBe(orders.reduce((n, o) => n + o.items.length, 0));
        expect(await count(upgraded.db, "enderecos")).toBe(customers.flatMap((c) => c.addresses).length);
        expect(await count(upgraded.db, "cupons", "loja_id is null")).toBe(marketplaceCoupons.length);
        const [ana] = (
          await upgraded.db.query<{ pagamento_preferido: string }>(
            "select pagamento_preferido from public.perfis where user_id = $1",
            [DEMO_CUSTOMER_ID],
          )
        ).rows;
        expect(ana).toEqual({ pagamento_preferido: "credito" });
        // with orders in the table, a later start seeds nothing again
        await upgraded.db.exec("delete from public.pedidos where status = 'cancelado'");
      } finally {
        await upgraded.db.close();
      }

      const again = await openDatabase(dataDir);
      try {
        expect(again.applied).toEqual([]);
        expect(await count(again.db, "pedidos")).toBe(orders.filter((o) => o.status !== "cancelled").length);
        // a folder whose owner removed a product the demo orders name starts without them, and still starts
        await again.db.exec(`${WITHOUT_ORDERS} delete from public.produtos where nome like 'Pão%';`);
      } finally {
        await again.db.close();
      }

      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const withoutDemo = await openDatabase(dataDir);
      try {
        expect(withoutDemo.applied).toEqual([ORDERS_MIGRATION]);
        expect(await count(withoutDemo.db, "pedidos")).toBe(0);
        expect(await count(withoutDemo.db, "produtos")).toBeGreaterThan(0);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining("demo orders not seeded"));
      } finally {
        warn.mockRestore();
        await withoutDemo.db.close();
      }
    },
    BOOT_TIMEOUT_MS * 3,
  );
});

// the coupon banners' migration, undone: what a folder made before it looks like
const BANNERS_MIGRATION = "20251201120000";
const WITHOUT_BANNERS = `
  drop table public.cupons_destaque;
  drop function public.cupons_em_destaque();
  drop function public.mover_cupom_destaque(uuid, smallint);
  drop function private.guard_cupons_destaque();
  delete from supabase_migrations.schema_migrations where version = '${BANNERS_MIGRATION}';
`;

describe("a local data folder made before the home's coupon banners were in the database", () => {
  it(
    "gains the seed's banners with the migration that creates their table, once",
    async () => {
      const dataDir = join(dir, "pglite-banners");
      const older = await openDatabase(dataDir);
      await older.db.exec(WITHOUT_BANNERS);
      await older.db.close();

      const upgraded = await openDatabase(dataDir);
      try {
        expect(upgraded.applied).toEqual([BANNERS_MIGRATION]);
        const rows = await upgraded.db.query<{ codigo: string }>(
          "select codigo from public.cupons_em_destaque()",
        );
        expect(rows.rows.map((row) => row.codigo)).toEqual(couponBanners.map((banner) => banner.code));
        // an administrator takes one off the home: a later start leaves it off
        await upgraded.db.exec(`delete from public.cupons_destaque where posicao = 1`);
      } finally {
        await upgraded.db.close();
      }

      const again = await openDatabase(dataDir);
      try {
        expect(again.applied).toEqual([]);
        expect(await count(again.db, "cupons_destaque")).toBe(couponBanners.length - 1);
        // a folder without the marketplace coupons gains the table empty, and still starts
        await again.db.exec(`${WITHOUT_BANNERS} delete from public.cupons where loja_id is null;`);
      } finally {
        await again.db.close();
      }

      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const withoutCoupons = await openDatabase(dataDir);
      try {
        expect(withoutCoupons.applied).toEqual([BANNERS_MIGRATION]);
        expect(await count(withoutCoupons.db, "cupons_destaque")).toBe(0);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining("demo coupon banners not seeded"));
      } finally {
        warn.mockRestore();
        await withoutCoupons.db.close();
      }
    },
    BOOT_TIMEOUT_MS * 3,
  );
});
