import { expect, it } from "vitest";

import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";

/** The one thing the assertions need, met by PGlite and by node-postgres alike. */
export type SqlRunner = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
};

export type Role = "anon" | "authenticated" | "service_role" | "supabase_auth_admin";

/** Runs `work` in a transaction that is always rolled back, so every assertion starts from the seed. */
export async function rolledBack<T>(db: SqlRunner, work: () => Promise<T>): Promise<T> {
  await db.query("begin");
  try {
    return await work();
  } finally {
    await db.query("rollback");
  }
}

/**
 * Takes on the caller of a request, as Supabase does, for the rest of the current transaction: `set local role`,
 * then the JWT claims.
 */
export async function becomeCaller(db: SqlRunner, role: Role, sub: string | null): Promise<void> {
  await db.query(`set local role ${role}`);
  await db.query("select set_config('request.jwt.claims', $1, true)", [
    JSON.stringify(sub ? { sub, role } : { role }),
  ]);
}

/** As Supabase runs a request: `set local role`, then the JWT claims, then the statement. */
export async function as<T>(
  db: SqlRunner,
  role: Role,
  sub: string | null,
  work: () => Promise<T>,
): Promise<T> {
  return rolledBack(db, async () => {
    await becomeCaller(db, role, sub);
    return work();
  });
}

/** Like `as`, after `setup` statements run as the superuser in the same rolled-back transaction. */
export async function asAfter<T>(
  db: SqlRunner,
  setup: ReadonlyArray<readonly [text: string, params?: unknown[]]>,
  role: Role,
  sub: string | null,
  work: () => Promise<T>,
): Promise<T> {
  return rolledBack(db, async () => {
    for (const [text, params] of setup) await db.query(text, params);
    await becomeCaller(db, role, sub);
    return work();
  });
}

const DENIED = expect.objectContaining({ code: "42501" });

/**
 * RLS, trigger, hook and nickname assertions on the schema built from auth-schema.sql + migrations +
 * seed.sql. The same code runs on PGlite and, with VITRINE_TEST_PG_URL, on a real PostgreSQL.
 */
export function defineSchemaAssertions(runner: () => SqlRunner): void {
  const ids = DEMO_USER_IDS;

  it("seeds the demo accounts with identities, the password vitrine123 and their account types", async () => {
    const rows = await runner().query<{
      email: string;
      tipo_conta: string | null;
      ok: boolean;
      identities: number;
    }>(
      `select u.email, p.tipo_conta, u.encrypted_password = extensions.crypt('vitrine123', u.encrypted_password) as ok,
              (select count(*)::int from auth.identities i where i.user_id = u.id) as identities
       from auth.users u join public.perfis p on p.user_id = u.id
       where u.email like '%@vitrine.example' order by u.email`,
    );
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.ok && row.identities === 1)).toBe(true);
    const types = Object.fromEntries(rows.map((row) => [row.email.split("@")[0], row.tipo_conta]));
    expect(types).toEqual({
      admin: "admin",
      anunciante: "anunciante",
      cliente: "cliente",
      empresa: "empresa",
      entregador: "entregador",
      moderador: "admin",
      semperfil: null,
      superadmin: "superadmin",
    });
  });

  it("seeds the six product categories with the fixture ids", async () => {
    const rows = await runner().query<{ id: string }>(
      "select id::text from public.categorias where tipo = 'produto' order by id",
    );
    expect(rows.map((row) => row.id)).toEqual(Object.values(CATEGORY_IDS).sort());
  });

  it("creates a cliente profile for a new auth user whatever the metadata says (product.md §6)", async () => {
    const db = runner();
    const row = await rolledBack(db, async () => {
      await db.query(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data)
         values ('00000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'novo@exemplo.com',
                 '{"tipo_conta":"superadmin","tipo":"superadmin"}')`,
      );
      await db.query(
        "update auth.users set email = 'trocado@exemplo.com' where id = '00000000-0000-4000-8000-000000000001'",
      );
      return db.query(
        "select tipo_conta, email from public.perfis where user_id = '00000000-0000-4000-8000-000000000001'",
      );
    });
    expect(row).toEqual([{ tipo_conta: "cliente", email: "trocado@exemplo.com" }]);
  });

  it("grants anon nothing on perfis", async () => {
    const db = runner();
    const [privileges] = await db.query<Record<string, boolean>>(
      `select has_table_privilege('anon', 'public.perfis', 'select') as anon_select,
              has_table_privilege('authenticated', 'public.perfis', 'delete') as auth_delete,
              has_table_privilege('authenticated', 'public.perfis', 'insert') as auth_insert,
              has_column_privilege('authenticated', 'public.perfis', 'tipo_conta', 'update') as auth_tipo`,
    );
    expect(privileges).toEqual({
      anon_select: false,
      auth_delete: false,
      auth_insert: false,
      auth_tipo: false,
    });
    await expect(as(db, "anon", null, () => db.query("select email from public.perfis"))).rejects.toEqual(
      DENIED,
    );
  });

  it("shows a signed-in user only their own perfis row", async () => {
    const db = runner();
    const rows = await as(db, "authenticated", ids.cliente, () =>
      db.query("select user_id::text from public.perfis"),
    );
    expect(rows).toEqual([{ user_id: ids.cliente }]);
  });

  it("refuses a user changing their own tipo_conta, by grant and by trigger", async () => {
    const db = runner();
    await expect(
      as(db, "authenticated", ids.cliente, () =>
        db.query("update public.perfis set tipo_conta = 'superadmin' where user_id = $1", [ids.cliente]),
      ),
    ).rejects.toEqual(DENIED);
    // Even if someone granted the column by mistake, the trigger still refuses.
    const guarded = rolledBack(db, async () => {
      await db.query("grant update (tipo_conta) on public.perfis to authenticated");
      await db.query("set local role authenticated");
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: ids.cliente }),
      ]);
      return db.query("update public.perfis set tipo_conta = 'admin' where user_id = $1", [ids.cliente]);
    });
    await expect(guarded).rejects.toEqual(
      expect.objectContaining({ code: "42501", message: expect.stringContaining("tipo_conta") }),
    );
  });

  it("lets a user edit their own contact fields, no one else's, and lets service_role set tipo_conta", async () => {
    const db = runner();
    const own = await as(db, "authenticated", ids.cliente, () =>
      db.query("update public.perfis set telefone = '1' where user_id = $1 returning user_id::text", [
        ids.cliente,
      ]),
    );
    expect(own).toEqual([{ user_id: ids.cliente }]);
    const other = await as(db, "authenticated", ids.cliente, () =>
      db.query("update public.perfis set telefone = '1' where user_id = $1 returning user_id", [ids.empresa]),
    );
    expect(other).toEqual([]);
    const service = await as(db, "service_role", null, () =>
      db.query("update public.perfis set tipo_conta = 'empresa' where user_id = $1 returning tipo_conta", [
        ids.cliente,
      ]),
    );
    expect(service).toEqual([{ tipo_conta: "empresa" }]);
  });

  it("keeps nome_mostrado unique without regard to case", async () => {
    const db = runner();
    await expect(
      rolledBack(db, () =>
        db.query("update public.perfis set nome_mostrado = 'ANA SOUZA' where user_id = $1", [ids.empresa]),
      ),
    ).rejects.toEqual(expect.objectContaining({ code: "23505" }));
  });

  it("lets everyone read categorias and only admin or superadmin write them", async () => {
    const db = runner();
    const read = await as(db, "anon", null, () =>
      db.query("select count(*)::int as n from public.categorias"),
    );
    expect(read[0]?.n).toBeGreaterThanOrEqual(6);
    const insert =
      "insert into public.categorias (nome, slug) values ('Papelaria', 'papelaria') returning slug";
    await expect(as(db, "authenticated", ids.cliente, () => db.query(insert))).rejects.toEqual(DENIED);
    await expect(as(db, "anon", null, () => db.query(insert))).rejects.toEqual(DENIED);
    expect(await as(db, "authenticated", ids.superadmin, () => db.query(insert))).toEqual([
      { slug: "papelaria" },
    ]);
    const update = "update public.categorias set destaque = true returning id";
    expect(await as(db, "authenticated", ids.empresa, () => db.query(update))).toEqual([]);
    expect((await as(db, "authenticated", ids.admin, () => db.query(update))).length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it("runs the admin's category writes (toggle, create, edit, delete) and refuses a cliente's (product.md §2, 4)", async () => {
    const db = runner();
    const pizzaria = CATEGORY_IDS.pizzaria;
    const writes = async () => [
      await db.query("update public.categorias set ativo = not ativo where id = $1 returning id::text", [
        pizzaria,
      ]),
      await db.query(
        "update public.categorias set destaque = not destaque where id = $1 returning id::text",
        [pizzaria],
      ),
      await db.query(
        "update public.categorias set nome = 'Pizzas', slug = 'pizzas' where id = $1 returning slug",
        [pizzaria],
      ),
      await db.query("delete from public.categorias where id = $1 returning id::text", [pizzaria]),
    ];
    const admin = await as(db, "authenticated", ids.admin, writes);
    expect(admin.map((rows) => rows.length)).toEqual([1, 1, 1, 1]);
    // RLS filters the cliente's target rows out: nothing changes, nothing is returned
    expect(await as(db, "authenticated", ids.cliente, writes)).toEqual([[], [], [], []]);
    const [after] = await db.query<{ ativo: boolean; nome: string }>(
      "select ativo, nome from public.categorias where id = $1",
      [pizzaria],
    );
    expect(after).toEqual({ ativo: true, nome: "Pizzaria" });
    // the slug stays unique: the admin screen turns 23505 into a Portuguese message
    await expect(
      as(db, "authenticated", ids.admin, () =>
        db.query("insert into public.categorias (nome, slug) values ('Outra Pizzaria', 'pizzaria')"),
      ),
    ).rejects.toEqual(expect.objectContaining({ code: "23505" }));
  });

  it("adds tipo_conta to the token claims through the hook, callable only by supabase_auth_admin", async () => {
    const db = runner();
    const call = (userId: string) =>
      db.query<{ result: { claims: Record<string, unknown> } }>(
        "select public.custom_access_token_hook($1::jsonb) as result",
        [
          JSON.stringify({
            user_id: userId,
            claims: { sub: userId, role: "authenticated", aal: "aal1" },
            authentication_method: "password",
          }),
        ],
      );
    const [superadmin] = await as(db, "supabase_auth_admin", null, () => call(ids.superadmin));
    expect(superadmin?.result.claims).toEqual({
      sub: ids.superadmin,
      role: "authenticated",
      aal: "aal1",
      tipo_conta: "superadmin",
    });
    const [none] = await as(db, "supabase_auth_admin", null, () => call(ids.semperfil));
    expect(none?.result.claims).toHaveProperty("tipo_conta", null);
    await expect(as(db, "authenticated", ids.cliente, () => call(ids.cliente))).rejects.toEqual(DENIED);
    await expect(as(db, "anon", null, () => call(ids.cliente))).rejects.toEqual(DENIED);
  });

  it("resolves a nickname only for service_role, with the three answers of product.md §5", async () => {
    const db = runner();
    const resolve = (nickname: string) =>
      db.query<{ result: Record<string, string> }>("select public.resolve_login_nickname($1) as result", [
        nickname,
      ]);
    const answers = await as(db, "service_role", null, async () => [
      (await resolve("SUPERADMIN"))[0]?.result,
      (await resolve("padaria pão quente"))[0]?.result,
      (await resolve("ninguém"))[0]?.result,
    ]);
    expect(answers).toEqual([
      { status: "ok", email: "superadmin@vitrine.example" },
      { status: "not_superadmin" },
      { status: "not_found" },
    ]);
    await expect(as(db, "anon", null, () => resolve("superadmin"))).rejects.toEqual(DENIED);
    await expect(as(db, "authenticated", ids.superadmin, () => resolve("superadmin"))).rejects.toEqual(
      DENIED,
    );
  });

  it("enables RLS on every public table and keeps helpers private, definer-safe and pinned", async () => {
    const db = runner();
    const open = await db.query(
      "select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and not relrowsecurity",
    );
    expect(open).toEqual([]);
    const functions = await db.query<{
      name: string;
      schema: string;
      definer: boolean;
      config: string[] | null;
    }>(
      `select p.proname as name, n.nspname as schema, p.prosecdef as definer, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') order by 1`,
    );
    expect(functions.filter((fn) => fn.schema === "public").map((fn) => fn.name)).toEqual([
      "anuncios_do_anunciante",
      "anuncios_elegiveis",
      "avisos_lidos_dentre",
      "buscar_lojas",
      "buscar_produtos",
      "campanhas_do_anunciante",
      "contagem_vitrine",
      "cupons_em_destaque",
      "custom_access_token_hook",
      "entregador_do_pedido",
      "equipe_administrativa",
      "estatisticas_loja",
      "excluir_minha_conta",
      "extrato_anunciante",
      "fazer_pedido",
      "mapa_do_site",
      "marcar_avisos_lidos",
      "minhas_permissoes",
      "mover_cupom_destaque",
      "mudar_plano_anunciante",
      "mudar_status_campanha",
      "mudar_status_pedido",
      "pegar_pedido",
      "produtos_por_categoria",
      "registrar_clique",
      "registrar_impressao",
      "relatorio_admin",
      "relatorio_anunciante",
      "relatorio_loja",
      "resolve_login_nickname",
      "restaurar_tema_padrao",
      "validar_cupom",
    ]);
    expect(functions.every((fn) => fn.config?.includes('search_path=""'))).toBe(true);
  });
}
