import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { asAfter, becomeCaller, rolledBack, type SqlRunner } from "./sql-assertions";
import {
  asAnaBesideBia,
  attempt,
  ids,
  newAccount,
  orderRow,
  PAO,
  PAO_FRANCES,
  PAO_DE_QUEIJO,
  type Setup,
} from "./sql-pedidos-helpers";

const DEFAULTS = {
  channels: { email: true, sms: false, push: true },
  topics: { orderUpdates: true, promotions: false },
  privacy: { personalizedOffers: true, shareUsageData: false, showNameInReviews: false },
};

const favorite = (db: SqlRunner, column: "produto_id" | "loja_id", id: string) =>
  attempt<{ alvo: string }>(
    db,
    `insert into public.favoritos (${column}) values ($1) returning ${column}::text as alvo`,
    [id],
  );

/** Favourites, preferences (…120200_perfis_favoritos.sql) and deleting one's own account (…120300_direitos_titular.sql). */
export function defineContaClienteAssertions(runner: () => SqlRunner): void {
  it("lets a customer keep a product and a store as favourites, once each, and nobody else read them", async () => {
    const db = runner();
    const result = await asAnaBesideBia(db, async (_ana, bia) => {
      const product = await favorite(db, "produto_id", PAO_FRANCES.id);
      const store = await favorite(db, "loja_id", PAO);
      const again = await favorite(db, "produto_id", PAO_FRANCES.id);
      const both = await attempt(db, "insert into public.favoritos (produto_id, loja_id) values ($1, $2)", [
        PAO_DE_QUEIJO.id,
        PAO,
      ]);
      const forSomeoneElse = await attempt(
        db,
        "insert into public.favoritos (cliente_id, produto_id) values ($1, $2)",
        [bia, PAO_DE_QUEIJO.id],
      );
      const unknown = await favorite(db, "produto_id", randomUUID());
      const mine = await db.query<{ n: number }>("select count(*)::int as n from public.favoritos");
      await becomeCaller(db, "authenticated", bia);
      const theirs = await db.query("select id from public.favoritos");
      const removed = await db.query("delete from public.favoritos returning id");
      return { product, store, again, both, forSomeoneElse, unknown, mine, theirs, removed };
    });
    expect(result.product.rows).toEqual([{ alvo: PAO_FRANCES.id }]);
    expect(result.store.rows).toEqual([{ alvo: PAO }]);
    expect(result.again.error?.code).toBe("23505");
    expect(result.both.error?.code).toBe("23514");
    // cliente_id is not granted: the row is always the caller's own
    expect(result.forSomeoneElse.error?.code).toBe("42501");
    expect(result.unknown.error?.code).toBe("42501");
    expect(result.mine).toEqual([{ n: 2 }]);
    expect(result.theirs).toEqual([]);
    expect(result.removed).toEqual([]);
  });

  it("keeps favourites for cliente accounts only, and never for a visitor", async () => {
    const db = runner();
    const owner = await asAfter(db, [], "authenticated", ids.empresa, () =>
      favorite(db, "produto_id", PAO_FRANCES.id),
    );
    expect(owner.error?.code).toBe("42501");
    const visitor = await asAfter(db, [], "anon", null, () => attempt(db, "select id from public.favoritos"));
    expect(visitor.error?.code).toBe("42501");
  });

  it("removes a favourite with its product", async () => {
    const db = runner();
    const ana = randomUUID();
    const left = await asAfter(db, newAccount(ana), "authenticated", ana, async () => {
      await favorite(db, "produto_id", PAO_DE_QUEIJO.id);
      await db.query("reset role");
      await db.query("delete from public.itens_pedido where produto_id = $1", [PAO_DE_QUEIJO.id]);
      await db.query("delete from public.produtos where id = $1", [PAO_DE_QUEIJO.id]);
      return db.query("select id from public.favoritos where cliente_id = $1", [ana]);
    });
    expect(left).toEqual([]);
  });

  it("saves a customer's preferences to their own profile only in the settings' shape", async () => {
    const db = runner();
    const result = await asAnaBesideBia(db, async (ana, bia) => {
      const own = await attempt<{ preferencias: unknown }>(
        db,
        "update public.perfis set preferencias = $1 where user_id = $2 returning preferencias",
        [JSON.stringify(DEFAULTS), ana],
      );
      const other = await attempt(
        db,
        "update public.perfis set preferencias = $1 where user_id = $2 returning user_id",
        [JSON.stringify(DEFAULTS), bia],
      );
      const extraKey = await attempt(db, "update public.perfis set preferencias = $1 where user_id = $2", [
        JSON.stringify({ ...DEFAULTS, channels: { ...DEFAULTS.channels, fax: true } }),
        ana,
      ]);
      const notBoolean = await attempt(db, "update public.perfis set preferencias = $1 where user_id = $2", [
        JSON.stringify({ ...DEFAULTS, topics: { orderUpdates: "sim", promotions: false } }),
        ana,
      ]);
      const missingGroup = await attempt(
        db,
        "update public.perfis set preferencias = $1 where user_id = $2",
        [JSON.stringify({ channels: DEFAULTS.channels, topics: DEFAULTS.topics }), ana],
      );
      return { own, other, extraKey, notBoolean, missingGroup };
    });
    expect(result.own.rows).toEqual([{ preferencias: DEFAULTS }]);
    expect(result.other.rows).toEqual([]);
    for (const refused of [result.extraKey, result.notBoolean, result.missingGroup]) {
      expect(refused.error?.code).toBe("23514");
    }
  });

  it("deletes a customer's account and personal data, keeping their orders for the store without a name", async () => {
    const db = runner();
    const ana = randomUUID();
    const pedido = randomUUID();
    const order = orderRow(pedido, "entregue", "entrega", ana);
    const setup = [
      ...newAccount(ana),
      order,
      [
        `update public.pedidos set observacoes = 'Portão azul', endereco = $2::jsonb where id = $1`,
        [
          pedido,
          JSON.stringify({
            rotulo: "Casa",
            logradouro: "Rua A",
            numero: "1",
            cidade: "Belo Horizonte",
            uf: "MG",
          }),
        ],
      ],
      [
        `insert into public.enderecos (cliente_id, rotulo, logradouro, numero, bairro, cidade, uf, cep)
         values ($1, 'Casa', 'Rua A', '1', 'Centro', 'Belo Horizonte', 'MG', '30160-011')`,
        [ana],
      ],
      ["insert into public.favoritos (cliente_id, produto_id) values ($1, $2)", [ana, PAO_FRANCES.id]],
      [
        "insert into public.eventos_pedido (pedido_id, autor_id, papel, para) values ($1, $2, 'cliente', 'confirmado')",
        [pedido, ana],
      ],
    ] satisfies Setup;
    const after = await asAfter(db, setup, "authenticated", ana, async () => {
      await db.query("select public.excluir_minha_conta()");
      await db.query("reset role");
      const count = async (sql: string) => (await db.query<{ n: number }>(sql, [ana]))[0]!.n;
      return {
        users: await count("select count(*)::int as n from auth.users where id = $1"),
        perfis: await count("select count(*)::int as n from public.perfis where user_id = $1"),
        enderecos: await count("select count(*)::int as n from public.enderecos where cliente_id = $1"),
        favoritos: await count("select count(*)::int as n from public.favoritos where cliente_id = $1"),
        eventos: await count("select count(*)::int as n from public.eventos_pedido where autor_id = $1"),
        storeSees: await becomeCaller(db, "authenticated", ids.empresa).then(() =>
          db.query(
            `select cliente_id, cliente_nome, cliente_telefone, observacoes, endereco, total::float as total, loja_id::text,
               (select count(*)::int from public.itens_pedido i where i.pedido_id = p.id) as itens
             from public.pedidos p where id = $1`,
            [pedido],
          ),
        ),
      };
    });
    expect(after).toEqual({
      users: 0,
      perfis: 0,
      enderecos: 0,
      favoritos: 0,
      eventos: 0,
      storeSees: [
        {
          cliente_id: null,
          cliente_nome: "Cliente removido",
          cliente_telefone: "",
          observacoes: "",
          endereco: { cidade: "Belo Horizonte", uf: "MG" },
          total: 20,
          loja_id: PAO,
          itens: 0,
        },
      ],
    });
  });

  it("refuses to delete any account but the caller's own cliente account", async () => {
    const db = runner();
    for (const who of [ids.empresa, ids.entregador, ids.admin]) {
      const refused = await asAfter(db, [], "authenticated", who, () =>
        attempt(db, "select public.excluir_minha_conta()"),
      );
      expect(refused.error).toMatchObject({ code: "P0001", message: "conta_nao_cliente" });
    }
    const visitor = await asAfter(db, [], "anon", null, () =>
      attempt(db, "select public.excluir_minha_conta()"),
    );
    expect(visitor.error?.code).toBe("42501");
    const kept = await rolledBack(db, () =>
      db.query<{ n: number }>("select count(*)::int as n from auth.users where id = any($1)", [
        [ids.empresa, ids.entregador, ids.admin],
      ]),
    );
    expect(kept).toEqual([{ n: 3 }]);
  });
}
