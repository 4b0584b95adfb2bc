import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { asAfter, becomeCaller, type SqlRunner } from "./sql-assertions";
import { asAnaBesideBia, attempt, ids, newAccount } from "./sql-pedidos-helpers";

const ORDER = "0f6a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b";
const COUPON = "coupon:80c94288-cb42-4cbc-83ec-9498ee2f8315";
const mark = (db: SqlRunner, avisos: unknown) =>
  attempt<{ novos: number }>(db, "select public.marcar_avisos_lidos($1::text[]) as novos", [avisos]);
const mine = (db: SqlRunner) =>
  db
    .query<{ aviso_id: string }>("select aviso_id from public.avisos_lidos order by aviso_id")
    .then((rows) => rows.map((row) => row.aviso_id));
const actAs = (db: SqlRunner, sub: string) => becomeCaller(db, "authenticated", sub);

/** Notices' read marks (20251101120000_avisos_lidos.sql). */
export function defineAvisosLidosAssertions(runner: () => SqlRunner): void {
  it("marks notices read for the caller only, all at once, and counts a second mark as nothing new", async () => {
    const db = runner();
    const result = await asAnaBesideBia(db, async (_ana, bia) => {
      const first = await mark(db, [`${ORDER}:preparing`, COUPON, COUPON]);
      const again = await mark(db, [`${ORDER}:preparing`, `${ORDER}:delivered`]);
      const none = await mark(db, []);
      const anas = await mine(db);
      await actAs(db, bia);
      const bias = await mine(db);
      return { first, again, none, anas, bias };
    });
    expect(result.first.rows).toEqual([{ novos: 2 }]);
    expect(result.again.rows).toEqual([{ novos: 1 }]);
    expect(result.none.rows).toEqual([{ novos: 0 }]);
    expect(result.anas).toEqual([`${ORDER}:delivered`, `${ORDER}:preparing`, COUPON]);
    expect(result.bias).toEqual([]);
  });

  it("keeps the marks of a store's owner and its courier apart", async () => {
    const db = runner();
    const result = await asAfter(db, [], "authenticated", ids.empresa, async () => {
      await mark(db, [`${ORDER}:newOrder`]);
      await actAs(db, ids.entregador);
      await mark(db, [`${ORDER}:ready`]);
      const courier = await mine(db);
      await actAs(db, ids.empresa);
      return { courier, owner: await mine(db) };
    });
    expect(result).toEqual({ courier: [`${ORDER}:ready`], owner: [`${ORDER}:newOrder`] });
  });

  it("refuses an id that is not a notice's, and a call of more than 500, marking none of them", async () => {
    const db = runner();
    const ana = randomUUID();
    const result = await asAfter(db, newAccount(ana), "authenticated", ana, async () => {
      const odd = await mark(db, [`${ORDER}:ready`, "<script>"]);
      const tooMany = await mark(
        db,
        Array.from({ length: 501 }, (_, n) => `${ORDER.slice(0, -3)}${String(n).padStart(3, "0")}:ready`),
      );
      return { odd, tooMany, left: await mine(db) };
    });
    expect(result.odd.error?.code).toBe("23514");
    expect(result.tooMany.error).toMatchObject({ code: "22023", message: "avisos_demais" });
    expect(result.left).toEqual([]);
  });

  it("writes a mark for nobody else, and lets no account without notices or visitor mark or read", async () => {
    const db = runner();
    const result = await asAnaBesideBia(db, async (_ana, bia) => {
      const forBia = await attempt(
        db,
        "insert into public.avisos_lidos (user_id, aviso_id) values ($1, $2)",
        [bia, COUPON],
      );
      const rewrite = await attempt(db, "update public.avisos_lidos set lido_em = now()");
      const unmark = await attempt(db, "delete from public.avisos_lidos");
      await actAs(db, ids.admin);
      const admin = await mark(db, [COUPON]);
      await actAs(db, ids.anunciante);
      const advertiser = await mark(db, [COUPON]);
      return { forBia, rewrite, unmark, admin, advertiser };
    });
    // user_id is not granted: the row is always the caller's own
    expect(result.forBia.error?.code).toBe("42501");
    expect(result.rewrite.error?.code).toBe("42501");
    expect(result.unmark.error?.code).toBe("42501");
    expect(result.admin.error?.code).toBe("42501");
    expect(result.advertiser.error?.code).toBe("42501");
    const visitor = await asAfter(db, [], "anon", null, async () => ({
      read: await attempt(db, "select aviso_id from public.avisos_lidos"),
      marked: await mark(db, [COUPON]),
    }));
    expect(visitor.read.error?.code).toBe("42501");
    expect(visitor.marked.error?.code).toBe("42501");
  });

  it("takes an account's marks with it when the account is removed", async () => {
    const db = runner();
    const ana = randomUUID();
    const left = await asAfter(db, newAccount(ana), "authenticated", ana, async () => {
      await mark(db, [COUPON]);
      await db.query("reset role");
      await db.query("delete from auth.users where id = $1", [ana]);
      return db.query("select aviso_id from public.avisos_lidos where user_id = $1", [ana]);
    });
    expect(left).toEqual([]);
  });
}
