import { expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { DEMO_USER_IDS } from "@/fixtures/ids";

import { as, asAfter, type SqlRunner } from "./sql-assertions";

const ids = DEMO_USER_IDS;
const PAO = DEMO_COMPANY_ID; // owned by the demo empresa, the demo entregador works there
const BELLA = COMPANY_IDS.bellaNapoli; // someone else's
const DENIED = expect.objectContaining({ code: "42501" });

const insertPhoto = (db: SqlRunner, store: string, bucket = "produtos") =>
  db.query<{ name: string }>(
    "insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}') returning name",
    [bucket, `${store}/produto-foto.webp`],
  );
/** A photo already in PAO's folder, put there by the superuser inside the rolled-back transaction. */
const SEEDED_PHOTO: readonly [string, unknown[]] = [
  "insert into storage.objects (bucket_id, name, metadata) values ('produtos', $1, '{}')",
  [`${PAO}/existente.webp`],
];

/** The bucket and RLS of product photos (migration *_fotos_produtos.sql), on PGlite and PostgreSQL. */
export function defineFotosAssertions(runner: () => SqlRunner): void {
  it("creates the public bucket produtos, WebP only, up to 5 MB", async () => {
    const rows = await runner().query(
      "select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'produtos'",
    );
    expect(rows).toEqual([{ public: true, limit: 5 * 1024 * 1024, allowed_mime_types: ["image/webp"] }]);
  });

  it("reads the first folder of an object name with storage.foldername", async () => {
    const rows = await runner().query<{ first: string }>(
      "select (storage.foldername('loja/produto-1.webp'))[1] as first",
    );
    expect(rows).toEqual([{ first: "loja" }]);
  });

  it("lets a store's owner put a photo in that store's folder", async () => {
    const db = runner();
    const rows = await as(db, "authenticated", ids.empresa, () => insertPhoto(db, PAO));
    expect(rows).toEqual([{ name: `${PAO}/produto-foto.webp` }]);
  });

  it.each([
    ["the owner of another store", "authenticated", ids.empresa, BELLA],
    ["the store's entregador", "authenticated", ids.entregador, PAO],
    ["a cliente", "authenticated", ids.cliente, PAO],
    ["an administrator", "authenticated", ids.admin, PAO],
    ["a visitor", "anon", null, PAO],
  ] as const)("refuses a photo from %s", async (_who, role, sub, store) => {
    const db = runner();
    await expect(as(db, role, sub, () => insertPhoto(db, store))).rejects.toEqual(DENIED);
  });

  it("refuses the owner writing into another bucket", async () => {
    const db = runner();
    await expect(
      asAfter(
        db,
        [["insert into storage.buckets (id, name) values ('outro', 'outro')"]],
        "authenticated",
        ids.empresa,
        () => insertPhoto(db, PAO, "outro"),
      ),
    ).rejects.toEqual(DENIED);
  });

  it("shows the photos to everyone, signed in or not", async () => {
    const db = runner();
    for (const [role, sub] of [
      ["anon", null],
      ["authenticated", ids.cliente],
    ] as const) {
      const rows = await asAfter(db, [SEEDED_PHOTO], role, sub, () =>
        db.query("select name from storage.objects where bucket_id = 'produtos'"),
      );
      expect(rows).toEqual([{ name: `${PAO}/existente.webp` }]);
    }
  });

  it("lets only the owner remove a photo or move it, and never into another store's folder", async () => {
    const db = runner();
    const remove = "delete from storage.objects where name = $1 returning name";
    for (const sub of [ids.cliente, ids.entregador]) {
      const rows = await asAfter(db, [SEEDED_PHOTO], "authenticated", sub, () =>
        db.query(remove, [`${PAO}/existente.webp`]),
      );
      expect(rows).toEqual([]);
    }
    const removed = await asAfter(db, [SEEDED_PHOTO], "authenticated", ids.empresa, () =>
      db.query(remove, [`${PAO}/existente.webp`]),
    );
    expect(removed).toHaveLength(1);
    await expect(
      asAfter(db, [SEEDED_PHOTO], "authenticated", ids.empresa, () =>
        db.query("update storage.objects set name = $1 where name = $2", [
          `${BELLA}/existente.webp`,
          `${PAO}/existente.webp`,
        ]),
      ),
    ).rejects.toEqual(DENIED);
  });
}
