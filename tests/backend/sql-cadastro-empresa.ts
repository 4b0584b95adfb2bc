import { expect, it } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";

import { rolledBack, type SqlRunner } from "./sql-assertions";

const USER = "00000000-0000-4000-8000-0000000000e1";
const CHECK = expect.objectContaining({ code: "23514" });

const STORE = {
  nome: "Hortifrúti Recém-Cadastrado",
  telefone: "(31) 3333-4444",
  cep: "30150-310",
  logradouro: "Rua das Flores, 12",
  bairro: "Santa Efigênia",
  cidade: "Belo Horizonte",
  uf: "MG",
  categoria_id: CATEGORY_IDS.mercado,
};

type Outcome = {
  perfis: { tipo_conta: string; telefone: string | null }[];
  lojas: { nome: string; status: string; plano: string; ativa: boolean; tipo_servico: string; cep: string }[];
  membros: { papel: string; dona: boolean }[];
};

/** Inserts a user as Supabase Auth does (role supabase_auth_admin), then reads what the trigger made. */
async function signUp(db: SqlRunner, metadata: unknown): Promise<Outcome> {
  return rolledBack(db, async () => {
    await db.query("set local role supabase_auth_admin");
    await db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', 'loja.nova@exemplo.com', $2::jsonb)`,
      [USER, JSON.stringify(metadata)],
    );
    await db.query("reset role");
    const perfis = await db.query<Outcome["perfis"][number]>(
      "select tipo_conta, telefone from public.perfis where user_id = $1",
      [USER],
    );
    const lojas = await db.query<Outcome["lojas"][number]>(
      `select l.nome, l.status, l.plano, l.ativa, l.tipo_servico, l.cep from public.lojas l
       join public.membros_loja m on m.loja_id = l.id where m.user_id = $1`,
      [USER],
    );
    const membros = await db.query<Outcome["membros"][number]>(
      "select papel, true as dona from public.membros_loja where user_id = $1",
      [USER],
    );
    return { perfis, lojas, membros };
  });
}

/** A business sign-up that fails must leave nothing behind: the whole insert is refused. */
async function refused(db: SqlRunner, metadata: unknown): Promise<void> {
  await expect(signUp(db, metadata)).rejects.toEqual(CHECK);
  const left = await db.query<{ users: number; lojas: number }>(
    `select (select count(*)::int from auth.users where id = $1) as users,
            (select count(*)::int from public.lojas where nome = $2) as lojas`,
    [USER, STORE.nome],
  );
  expect(left).toEqual([{ users: 0, lojas: 0 }]);
}

/** The business sign-up trigger (migration *_cadastro_empresa.sql), on PGlite and PostgreSQL 15. */
export function defineCadastroEmpresaAssertions(runner: () => SqlRunner): void {
  it("makes a business sign-up an empresa owning a pending free store, in one step", async () => {
    const outcome = await signUp(runner(), { cadastro: "empresa", loja: STORE, tipo: "cliente" });
    expect(outcome).toEqual({
      perfis: [{ tipo_conta: "empresa", telefone: STORE.telefone }],
      lojas: [
        {
          nome: STORE.nome,
          status: "pendente",
          plano: "gratuito",
          ativa: true,
          tipo_servico: "mercado",
          cep: STORE.cep,
        },
      ],
      membros: [{ papel: "dono", dona: true }],
    });
  });

  it("keeps every other sign-up a cliente without a store, whatever its metadata asks for", async () => {
    const payloads = [
      {},
      { tipo: "admin", tipo_conta: "superadmin" },
      { cadastro: "admin", loja: STORE },
      { cadastro: "superadmin" },
      { cadastro: ["empresa"], loja: STORE },
      { tipo_conta: "empresa", loja: STORE },
    ];
    for (const payload of payloads) {
      const outcome = await signUp(runner(), payload);
      expect(outcome, JSON.stringify(payload)).toEqual({
        perfis: [{ tipo_conta: "cliente", telefone: null }],
        lojas: [],
        membros: [],
      });
    }
  });

  it("refuses the whole sign-up when the store is invalid, leaving no user and no store", async () => {
    const db = runner();
    const invalid: unknown[] = [
      { cadastro: "empresa" },
      { cadastro: "empresa", loja: "Quitanda" },
      { cadastro: "empresa", loja: { ...STORE, cep: "30150310" } },
      { cadastro: "empresa", loja: { ...STORE, uf: "Minas" } },
      { cadastro: "empresa", loja: { ...STORE, nome: "   " } },
      { cadastro: "empresa", loja: { ...STORE, telefone: "123" } },
      { cadastro: "empresa", loja: { ...STORE, cidade: 42 } },
      { cadastro: "empresa", loja: { ...STORE, categoria_id: "mercado" } },
      { cadastro: "empresa", loja: { ...STORE, categoria_id: "00000000-0000-4000-8000-000000000000" } },
    ];
    for (const payload of invalid) await refused(db, payload);
  });

  it("refuses a category an administrator switched off", async () => {
    const db = runner();
    await rolledBack(db, async () => {
      await db.query("update public.categorias set ativo = false where id = $1", [STORE.categoria_id]);
      await db.query("savepoint cadastro");
      await db.query("set local role supabase_auth_admin");
      await expect(
        db.query(
          `insert into auth.users (id, aud, role, email, raw_user_meta_data)
           values ($1, 'authenticated', 'authenticated', 'loja.nova@exemplo.com', $2::jsonb)`,
          [USER, JSON.stringify({ cadastro: "empresa", loja: STORE })],
        ),
      ).rejects.toEqual(CHECK);
      await db.query("rollback to savepoint cadastro");
    });
  });
}
