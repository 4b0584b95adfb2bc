import { readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, it } from "vitest";

import { MODERATOR_ID } from "@/fixtures/admin-team";
import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import { permissionPreset } from "@/lib/admin/permission-presets";

import { as, asAfter, rolledBack, type Role, type SqlRunner } from "./sql-assertions";

const ids = DEMO_USER_IDS;
// the migration's own statement that gives pre-existing administrators their row
const MIGRATION = readFileSync(
  join(import.meta.dirname, "..", "..", "supabase", "migrations", "20251001120400_administradores.sql"),
  "utf8",
);
const BACKFILL = MIGRATION.slice(MIGRATION.lastIndexOf("insert into public.administradores"));
const DENIED = expect.objectContaining({ code: "42501" });
const PROTECTED = expect.objectContaining({ code: "42501", message: "superadmin_protegido" });

const grant = (user: string, path: string): [string, unknown[]] => [
  `update public.administradores set permissoes = jsonb_set(permissoes, $2::text[], 'true') where user_id = $1`,
  [user, `{${path}}`],
];
const deleteCategory = (db: SqlRunner) =>
  db.query("delete from public.categorias where id = $1 returning id::text", [CATEGORY_IDS.pizzaria]);
const insertPlan = (db: SqlRunner) =>
  db.query(
    `insert into public.planos (tipo, nome, descricao, preco, recursos, max_produtos, max_imagens, max_anuncios,
       max_impressoes, prioridade, suporte, cor)
     values ('anunciante', 'Anúncio Plus', 'Mais alcance.', 29.9, array['Até 8 anúncios'], 0, 8, 8, 2000, 2,
       'basico', '#123456') returning id`,
  );
async function pendingStore(db: SqlRunner): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    "select id::text from public.lojas where status = 'pendente' limit 1",
  );
  if (!row) throw new Error("the seed has no pending store");
  return row.id;
}
const approve = (db: SqlRunner, id: string) =>
  db.query("update public.lojas set status = 'aprovada' where id = $1 returning id::text", [id]);
const can = (db: SqlRunner, area: string, action: string) =>
  db
    .query<{ ok: boolean }>("select private.tem_permissao($1, $2) as ok", [area, action])
    .then((r) => r[0]?.ok);

/** The administrators' team (20251001120400) and the permission-aware write policies (20251001120500). */
export function defineAdministradoresAssertions(runner: () => SqlRunner): void {
  it("seeds the team: superadmin@, admin@ and the moderator, each account typed by its row", async () => {
    const rows = await runner().query<{ email: string; papel: string; tipo_conta: string }>(
      `select u.email, a.papel, p.tipo_conta from public.administradores a
       join auth.users u on u.id = a.user_id join public.perfis p on p.user_id = a.user_id order by u.email`,
    );
    expect(rows).toEqual([
      { email: "admin@vitrine.example", papel: "admin", tipo_conta: "admin" },
      { email: "moderador@vitrine.example", papel: "moderador", tipo_conta: "admin" },
      { email: "superadmin@vitrine.example", papel: "superadmin", tipo_conta: "superadmin" },
    ]);
  });

  it.each([
    ["the moderator", MODERATOR_ID, { cd: false, pc: false, ca: false, le: false, ue: false }],
    ["admin@", ids.admin, { cd: true, pc: false, ca: true, le: false, ue: true }],
    ["superadmin@", ids.superadmin, { cd: true, pc: true, ca: true, le: true, ue: true }],
    ["a cliente", ids.cliente, { cd: false, pc: false, ca: false, le: false, ue: false }],
  ])("answers tem_permissao for %s from their row", async (_who, sub, expected) => {
    const db = runner();
    const seen = await as(db, "authenticated", sub, async () => ({
      cd: await can(db, "categories", "delete"),
      pc: await can(db, "plans", "create"),
      ca: await can(db, "companies", "approve"),
      le: await can(db, "layout", "edit"),
      ue: await can(db, "users", "edit"),
    }));
    expect(seen).toEqual(expected);
  });

  it("refuses the moderator a category delete, a plan, a store approval and the theme", async () => {
    const db = runner();
    const store = await pendingStore(db);
    expect(await as(db, "authenticated", MODERATOR_ID, () => deleteCategory(db))).toEqual([]);
    await expect(as(db, "authenticated", MODERATOR_ID, () => insertPlan(db))).rejects.toEqual(DENIED);
    expect(await as(db, "authenticated", MODERATOR_ID, () => approve(db, store))).toEqual([]);
    expect(
      await as(db, "authenticated", MODERATOR_ID, () =>
        db.query("update public.tema set cor_primaria = '#7B1FA2' returning cor_primaria"),
      ),
    ).toEqual([]);
  });

  it("lets the moderator do each of those once their row says so", async () => {
    const db = runner();
    const store = await pendingStore(db);
    const run = (path: string, work: () => Promise<unknown[]>) =>
      asAfter(db, [grant(MODERATOR_ID, path)], "authenticated", MODERATOR_ID, work);
    expect(await run("categories,delete", () => deleteCategory(db))).toHaveLength(1);
    expect(await run("plans,create", () => insertPlan(db))).toHaveLength(1);
    expect(await run("companies,approve", () => approve(db, store))).toHaveLength(1);
  });

  it("keeps a revoked account out: an admin row whose profile is no longer admin grants nothing", async () => {
    const db = runner();
    const seen = await asAfter(
      db,
      [["update public.perfis set tipo_conta = 'cliente' where user_id = $1", [ids.admin]]],
      "authenticated",
      ids.admin,
      () => can(db, "categories", "delete"),
    );
    expect(seen).toBe(false);
  });

  it("never deletes or demotes a superadmin: not as the service role, not through a session, not in SQL", async () => {
    const db = runner();
    // auth.users as Supabase Auth deletes an account (DELETE /admin/users/{id}); the rest as the secret key
    const attempts: [Role, string][] = [
      ["supabase_auth_admin", "delete from auth.users where id = $1"],
      ["service_role", "delete from public.perfis where user_id = $1"],
      ["service_role", "delete from public.administradores where user_id = $1"],
      ["service_role", "update public.perfis set tipo_conta = 'admin' where user_id = $1"],
      ["service_role", "update public.administradores set papel = 'admin' where user_id = $1"],
    ];
    for (const [role, sql] of attempts) {
      await expect(as(db, role, null, () => db.query(sql, [ids.superadmin]))).rejects.toEqual(PROTECTED);
      await expect(rolledBack(db, () => db.query(sql, [ids.superadmin]))).rejects.toEqual(PROTECTED);
    }
    // a second superadmin cannot delete the first either (their own row is refused the same way)
    await expect(
      as(db, "authenticated", ids.superadmin, () =>
        db.query("delete from public.administradores where user_id = $1", [ids.superadmin]),
      ),
    ).rejects.toEqual(DENIED);
  });

  it("lets only those with users.delete remove an administrator, and the account stops being one", async () => {
    const db = runner();
    const remove = () =>
      db.query("delete from public.administradores where user_id = $1 returning user_id::text", [
        MODERATOR_ID,
      ]);
    expect(await as(db, "authenticated", ids.admin, remove)).toEqual([]);
    expect(await as(db, "authenticated", MODERATOR_ID, remove)).toEqual([]);
    const after = await as(db, "authenticated", ids.superadmin, async () => {
      await remove();
      return db.query<{ tipo_conta: string | null }>(
        "select tipo_conta from public.perfis where user_id = $1",
        [MODERATOR_ID],
      );
    });
    expect(after).toEqual([]); // RLS: the superadmin reads no other profile; the service role checks below
    const typed = await rolledBack(db, async () => {
      await db.query("delete from public.administradores where user_id = $1", [MODERATOR_ID]);
      return db.query<{ tipo_conta: string | null }>(
        "select tipo_conta from public.perfis where user_id = $1",
        [MODERATOR_ID],
      );
    });
    expect(typed).toEqual([{ tipo_conta: null }]);
    // deleting the account removes the row with it
    const left = await rolledBack(db, async () => {
      await db.query("set local role supabase_auth_admin");
      await db.query("delete from auth.users where id = $1", [MODERATOR_ID]);
      await db.query("reset role");
      return db.query("select 1 from public.administradores where user_id = $1", [MODERATOR_ID]);
    });
    expect(left).toEqual([]);
  });

  it("lets users.edit add an administrator with what the adder holds, never more, never superadmin", async () => {
    const db = runner();
    const add = (papel: string, permissoes: unknown) => () =>
      db.query<{ tipo_conta: string }>(
        `insert into public.administradores (user_id, papel, permissoes, created_by)
         values ($1, $2, $3::jsonb, $4) returning (select tipo_conta from public.perfis where user_id = $1)`,
        [ids.cliente, papel, JSON.stringify(permissoes), ids.admin],
      );
    const moderator = permissionPreset("moderator");
    const typed = await asAfter(db, [], "authenticated", ids.admin, async () => {
      await add("moderador", moderator)();
      return can(db, "dashboard", "-");
    });
    expect(typed).toBe(true);
    await expect(
      as(db, "authenticated", ids.admin, add("admin", permissionPreset("superadmin"))),
    ).rejects.toEqual(expect.objectContaining({ message: "permissao_maior_que_a_sua" }));
    await expect(
      as(db, "authenticated", ids.admin, add("superadmin", permissionPreset("admin"))),
    ).rejects.toEqual(expect.objectContaining({ message: "somente_superadmin" }));
    await expect(as(db, "authenticated", MODERATOR_ID, add("moderador", moderator))).rejects.toEqual(DENIED);
    const sync = await rolledBack(db, async () => {
      await db.query(
        "insert into public.administradores (user_id, papel, permissoes) values ($1, 'moderador', $2::jsonb)",
        [ids.cliente, JSON.stringify(moderator)],
      );
      return db.query("select tipo_conta from public.perfis where user_id = $1", [ids.cliente]);
    });
    expect(sync).toEqual([{ tipo_conta: "admin" }]);
  });

  it("refuses an administrator's edit of their own row and a permission set of the wrong shape", async () => {
    const db = runner();
    await expect(
      as(db, "authenticated", ids.admin, () =>
        db.query("update public.administradores set permissoes = permissoes where user_id = $1", [ids.admin]),
      ),
    ).rejects.toEqual(expect.objectContaining({ message: "administrador_proprio" }));
    const { dashboard: _dashboard, ...missing } = permissionPreset("admin");
    for (const bad of [
      missing,
      { ...permissionPreset("admin"), dashboard: "sim" },
      { ...permissionPreset("admin"), extra: {} },
    ]) {
      await expect(
        rolledBack(db, () =>
          db.query("update public.administradores set permissoes = $2::jsonb where user_id = $1", [
            MODERATOR_ID,
            JSON.stringify(bad),
          ]),
        ),
      ).rejects.toEqual(expect.objectContaining({ code: "23514" }));
    }
  });

  it("lists the team to administrators who may view users; the moderator and a cliente see no one", async () => {
    const db = runner();
    const list = () => db.query<{ email: string }>("select email from public.equipe_administrativa()");
    expect((await as(db, "authenticated", ids.admin, list)).map((row) => row.email)).toEqual([
      "superadmin@vitrine.example",
      "admin@vitrine.example",
      "moderador@vitrine.example",
    ]);
    expect(await as(db, "authenticated", MODERATOR_ID, list)).toEqual([]);
    expect(await as(db, "authenticated", ids.cliente, list)).toEqual([]);
    await expect(as(db, "anon", null, list)).rejects.toEqual(DENIED);
    expect(
      await as(db, "authenticated", ids.cliente, () =>
        db.query("select user_id from public.administradores"),
      ),
    ).toEqual([]);
  });

  it("gives an administrator account that had no row one on migration, as before, and leaves the others", async () => {
    const db = runner();
    const rows = await rolledBack(db, async () => {
      // an admin account from before the table: no row yet
      await db.query("delete from public.administradores where user_id = $1", [ids.admin]);
      await db.query("update public.perfis set tipo_conta = 'admin' where user_id = $1", [ids.admin]);
      await db.query(BACKFILL);
      return db.query<{ user_id: string; papel: string }>(
        "select user_id::text, papel from public.administradores order by papel, user_id",
      );
    });
    expect(rows).toEqual([
      { user_id: ids.admin, papel: "admin" },
      { user_id: MODERATOR_ID, papel: "moderador" },
      { user_id: ids.superadmin, papel: "superadmin" },
    ]);
  });
}
