import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { orders } from "@/fixtures/orders";
import type { OpeningHours } from "@/lib/catalog/types";
import type { CouponCartError } from "@/lib/orders/pricing";
import { toDbStatus } from "@/lib/orders/status";
import type { OrderRole } from "@/lib/orders/transitions";
import { pricingCases } from "@/tests/orders/pricing-cases";
import { isOpenAt } from "@/lib/store/opening-hours";
import { transitionCases } from "@/tests/orders/transition-cases";

import { as, type SqlRunner } from "./sql-assertions";
import {
  asAt,
  attempt,
  BELLA,
  ids,
  newAccount,
  orderRow,
  PAO,
  seeded,
  type Setup,
} from "./sql-pedidos-helpers";

const SERVICE = { restaurant: "restaurante", market: "mercado", pharmacy: "farmacia" } as const;
const DISCOUNT = { percent: "percentual", amount: "valor", freeDelivery: "frete_gratis" } as const;
const DELIVERY = { delivery: "entrega", pickup: "retirada" } as const;
const CART_ERROR: Record<string, CouponCartError> = {
  cupom_so_entrega: "deliveryOnly",
  cupom_outra_loja: "otherStore",
  cupom_tipo_servico: "serviceType",
  cupom_pedido_minimo: "minOrder",
};
const ROLE: Record<OrderRole, string> = {
  customer: "cliente",
  store: "loja",
  courier: "entregador",
  admin: "admin",
};

type Priced = {
  lojas: { loja_id: string; subtotal: number; taxa_entrega: number; desconto: number; total: number }[];
  cupom_loja_id: string | null;
  erro: string | null;
  pedido_minimo: number | null;
};

type Event = {
  autor_id: string | null;
  papel: string;
  de: string | null;
  para: string;
  motivo: string | null;
};
type State = {
  status: string;
  motivo_cancelamento: string | null;
  entregador_id: string | null;
  eventos: Event[];
};

/** An order's status and events, read as the superuser inside the caller's transaction. */
async function stateOf(db: SqlRunner, id: string): Promise<State> {
  await db.query("reset role");
  const [row] = await db.query<State>(
    `select p.status, p.motivo_cancelamento, p.entregador_id::text,
            coalesce((select jsonb_agg(jsonb_build_object('autor_id', e.autor_id, 'papel', e.papel, 'de', e.de,
                        'para', e.para, 'motivo', e.motivo) order by e.id)
                      from public.eventos_pedido e where e.pedido_id = p.id), '[]') as eventos
     from public.pedidos p where p.id = $1`,
    [id],
  );
  return row!;
}

const move = (db: SqlRunner, id: string, status: string, motivo: string | null = null) =>
  attempt<{ r: { id: string; status: string; updated_at: string } }>(
    db,
    "select public.mudar_status_pedido($1, $2, $3) as r",
    [id, status, motivo],
  );

type Account = "empresa" | "entregador" | "cliente" | "admin" | "superadmin";
const PAPEL: Record<Account, string> = {
  empresa: "loja",
  entregador: "entregador",
  cliente: "cliente",
  admin: "admin",
  superadmin: "admin",
};

// A representative set of real moves per role (the whole table runs against transicao_permitida above).
const MOVES: readonly [Account, string, "entrega" | "retirada", string, string | null, string][] = [
  ["empresa", "confirmado", "entrega", "preparando", null, "ok"],
  ["empresa", "preparando", "retirada", "pronto", null, "ok"],
  ["empresa", "pronto", "retirada", "entregue", null, "ok"],
  ["empresa", "pronto", "entrega", "a_caminho", null, "ok"],
  ["empresa", "a_caminho", "entrega", "entregue", null, "ok"],
  ["empresa", "confirmado", "entrega", "cancelado", "  Sem entregador hoje ", "ok"],
  ["empresa", "preparando", "retirada", "cancelado", "Acabou o pão", "ok"],
  ["empresa", "preparando", "entrega", "cancelado", "   ", "motivo_obrigatorio"],
  ["empresa", "confirmado", "entrega", "pronto", null, "transicao_invalida"],
  ["empresa", "pronto", "entrega", "entregue", null, "transicao_invalida"],
  ["empresa", "a_caminho", "entrega", "cancelado", "Chuva", "transicao_invalida"],
  ["empresa", "entregue", "retirada", "confirmado", null, "transicao_invalida"],
  ["entregador", "pronto", "entrega", "a_caminho", null, "ok"],
  ["entregador", "a_caminho", "entrega", "entregue", null, "ok"],
  ["entregador", "confirmado", "entrega", "preparando", null, "transicao_invalida"],
  ["entregador", "pronto", "retirada", "entregue", null, "transicao_invalida"],
  ["entregador", "preparando", "entrega", "cancelado", "Pneu furado", "transicao_invalida"],
  ["cliente", "confirmado", "entrega", "cancelado", null, "ok"],
  ["cliente", "confirmado", "retirada", "cancelado", "Pedi errado", "ok"],
  ["cliente", "preparando", "entrega", "cancelado", "Demorou", "transicao_invalida"],
  ["cliente", "confirmado", "entrega", "preparando", null, "transicao_invalida"],
  ["admin", "pronto", "entrega", "cancelado", "Loja sem resposta", "ok"],
  ["admin", "a_caminho", "entrega", "cancelado", "Entrega extraviada", "ok"],
  ["admin", "confirmado", "retirada", "cancelado", null, "motivo_obrigatorio"],
  ["admin", "entregue", "entrega", "cancelado", "Tarde demais", "transicao_invalida"],
  ["admin", "confirmado", "entrega", "preparando", null, "transicao_invalida"],
  ["superadmin", "preparando", "entrega", "cancelado", "Fraude", "ok"],
];

/** Prices, status moves, reads and the seeded history of orders (*_pedidos.sql and the two after it). */
export function definePedidosAssertions(runner: () => SqlRunner): void {
  it.each(pricingCases)("charges as checkout shows it: $name", async (c) => {
    const lojas = c.stores.map((store) => ({
      loja_id: store.storeId,
      taxa_entrega: store.deliveryFee,
      tipo_servico: SERVICE[store.serviceType],
      itens: store.lines.map((line) => ({ preco: line.price, quantidade: line.quantity })),
    }));
    const cupom = c.coupon && {
      loja_id: c.coupon.storeId,
      tipo_desconto: DISCOUNT[c.coupon.discountType],
      valor_desconto: c.coupon.discountValue,
      pedido_minimo: c.coupon.minOrder,
      tipo_servico: c.coupon.serviceType && SERVICE[c.coupon.serviceType],
    };
    const [row] = await runner().query<{ r: Priced }>(
      "select private.calcular_precos($1::jsonb, $2, $3::jsonb) as r",
      [JSON.stringify(lojas), DELIVERY[c.type], cupom ? JSON.stringify(cupom) : null],
    );
    const priced = row!.r;
    expect(priced.lojas.map((l) => l.loja_id)).toEqual(c.stores.map((store) => store.storeId));
    expect(
      priced.lojas.map((l) => ({
        subtotal: l.subtotal,
        fee: l.taxa_entrega,
        discount: l.desconto,
        total: l.total,
      })),
    ).toEqual(c.expected);
    expect(priced.cupom_loja_id).toBe(c.couponStoreId);
    expect(priced.erro === null ? null : CART_ERROR[priced.erro]).toBe(c.couponError);
    expect(priced.pedido_minimo).toBe(c.couponError === "minOrder" ? c.coupon!.minOrder : null);
  });

  it("opens and closes every store exactly when lib/store/opening-hours.ts isOpenAt does, on São Paulo's clock", async () => {
    // each half hour of a week and the minute before it, from a Monday 00:00 in São Paulo
    const monday = Date.parse("2026-11-23T00:00:00-03:00");
    const instants = Array.from({ length: 7 * 48 }, (_, n) => monday + n * 30 * 60_000).flatMap((t) => [
      t,
      t + 29 * 60_000,
    ]);
    // the checkout's rule (private) and the search's open-first order (busca, one expression for speed) alike
    const rows = await runner().query<{ id: string; open: boolean[]; listed: boolean[] }>(
      `select l.id::text, array_agg(private.loja_aberta(l.horarios, x.t) order by x.n) as open,
         array_agg(busca.loja_aberta(l.horarios, x.t) order by x.n) as listed
       from public.lojas l, unnest($1::timestamptz[]) with ordinality as x (t, n) group by l.id`,
      [instants.map((t) => new Date(t).toISOString())],
    );
    expect(rows).toHaveLength(seeded.lojas.length);
    for (const row of rows) {
      const loja = seeded.lojas.find((l) => l.id === row.id)!;
      const expected = instants.map((t) => isOpenAt(loja.horarios as OpeningHours, new Date(t)));
      expect(row.open, loja.nome).toEqual(expected);
      expect(row.listed, loja.nome).toEqual(expected);
      expect(expected, loja.nome).toContain(true);
    }
  });

  it("answers every move of every status by every role as the transition table says", async () => {
    const cases = transitionCases.map((c) => ({
      de: toDbStatus(c.from),
      para: toDbStatus(c.to),
      papel: ROLE[c.role],
      tipo: DELIVERY[c.type],
      allowed: c.allowed,
    }));
    const answers = await runner().query<{
      de: string;
      para: string;
      papel: string;
      tipo: string;
      allowed: boolean;
    }>(
      `select c ->> 'de' as de, c ->> 'para' as para, c ->> 'papel' as papel, c ->> 'tipo' as tipo,
              private.transicao_permitida(c ->> 'de', c ->> 'para', c ->> 'papel', c ->> 'tipo') as allowed
       from jsonb_array_elements($1::jsonb) with ordinality as x (c, n) order by x.n`,
      [JSON.stringify(cases)],
    );
    expect(answers).toEqual(cases);
  });

  it.each(MOVES)(
    "as %s, moves a %s %s order to %s (reason %j): %s",
    async (account, from, tipo, to, motivo, outcome) => {
      const db = runner();
      const id = randomUUID();
      const seeded: Setup = [orderRow(id, from, tipo)];
      const { result, state } = await asAt(
        db,
        ids[account],
        async () => ({ result: await move(db, id, to, motivo), state: await stateOf(db, id) }),
        seeded,
      );
      if (outcome !== "ok") {
        expect(result.error).toMatchObject({ code: "P0001", message: outcome });
        if (outcome === "transicao_invalida") {
          expect(result.error).toMatchObject({ detail: `${from}>${to}`, hint: PAPEL[account] });
        }
        expect(state).toEqual({ status: from, motivo_cancelamento: null, entregador_id: null, eventos: [] });
        return;
      }
      expect(result.rows?.[0]?.r).toMatchObject({ id, status: to });
      const reason = to === "cancelado" ? (motivo?.trim() ?? null) : null;
      expect(state).toEqual({
        status: to,
        motivo_cancelamento: reason,
        entregador_id: account === "entregador" && to === "a_caminho" ? ids.entregador : null,
        eventos: [{ autor_id: ids[account], papel: PAPEL[account], de: from, para: to, motivo: reason }],
      });
    },
  );

  it("answers a repeat of the same change with the order as it is, writing no second event", async () => {
    const db = runner();
    const id = randomUUID();
    const { first, second, state } = await asAt(
      db,
      ids.empresa,
      async () => {
        const first = await move(db, id, "preparando");
        const second = await move(db, id, "preparando");
        return { first, second, state: await stateOf(db, id) };
      },
      [orderRow(id, "confirmado", "entrega")],
    );
    expect(second.rows?.[0]?.r).toEqual(first.rows?.[0]?.r);
    expect(state.eventos.filter((e) => e.para === "preparando")).toHaveLength(1);
  });

  it("keeps a delivery with the courier who took it, refuses a long reason or an unknown status", async () => {
    const db = runner();
    const id = randomUUID();
    const other = randomUUID();
    const setup: Setup = [
      ...newAccount(other, "entregador"),
      [
        "insert into public.membros_loja (loja_id, user_id, papel) values ($1, $2, 'entregador')",
        [PAO, other],
      ],
      orderRow(id, "a_caminho", "entrega", ids.cliente, PAO, ids.entregador),
    ];
    const taken = await asAt(db, other, () => move(db, id, "entregue"), setup);
    expect(taken.error).toMatchObject({ code: "P0001", message: "transicao_invalida" });
    const long = await asAt(db, ids.empresa, () => move(db, id, "cancelado", "x".repeat(301)), [
      orderRow(id, "confirmado", "entrega"),
    ]);
    expect(long.error).toMatchObject({ code: "P0001", message: "motivo_longo", hint: "300" });
    const unknown = await asAt(db, ids.empresa, () => move(db, id, "perdido"), [
      orderRow(id, "confirmado", "entrega"),
    ]);
    expect(unknown.error).toMatchObject({ code: "P0001", message: "status_invalido" });
  });

  it("answers 'pedido_nao_encontrado' to anyone with no part in the order, and refuses anon", async () => {
    const db = runner();
    const id = randomUUID();
    const otherOwner = randomUUID();
    const setup: Setup = [
      orderRow(id, "confirmado", "entrega"),
      ...newAccount(otherOwner, "empresa"),
      [
        "insert into public.membros_loja (loja_id, user_id, papel) values ($1, $2, 'dono')",
        [BELLA, otherOwner],
      ],
    ];
    const carlos = orders.find((o) => o.customerId !== ids.cliente)!.customerId;
    for (const stranger of [carlos, otherOwner, ids.anunciante]) {
      const answer = await asAt(db, stranger, () => move(db, id, "cancelado", "Não é meu"), setup);
      expect(answer.error, stranger).toMatchObject({ code: "P0001", message: "pedido_nao_encontrado" });
    }
    const missing = await asAt(db, ids.admin, () => move(db, randomUUID(), "cancelado", "x"));
    expect(missing.error).toMatchObject({ code: "P0001", message: "pedido_nao_encontrado" });
    const anon = await asAt(db, null, () => move(db, id, "cancelado"), setup);
    expect(anon.error).toMatchObject({ code: "42501" });
  });

  it("shows each account the orders, items and events it has a part in, and anon nothing", async () => {
    const db = runner();
    const visible = (sub: string) =>
      as(db, "authenticated", sub, async () => {
        const [row] = await db.query<{ pedidos: string[]; itens: number; eventos: number }>(
          `select coalesce((select array_agg(id::text order by id) from public.pedidos), '{}') as pedidos,
                  (select count(*)::int from public.itens_pedido) as itens,
                  (select count(*)::int from public.eventos_pedido) as eventos`,
        );
        return row!;
      });
    const [all] = await db.query<{ itens: number; eventos: number }>(
      `select (select count(*)::int from public.itens_pedido) as itens,
              (select count(*)::int from public.eventos_pedido) as eventos`,
    );
    const idsOf = (list: typeof orders) => list.map((o) => o.id).sort();
    const own = idsOf(orders.filter((o) => o.customerId === ids.cliente));
    const store = idsOf(orders.filter((o) => o.companyId === PAO));
    const itemsOf = (list: string[]) =>
      orders.filter((o) => list.includes(o.id)).reduce((sum, o) => sum + o.items.length, 0);
    const eventsOf = async (list: string[]) =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from public.eventos_pedido where pedido_id = any($1::uuid[])",
          [list],
        )
      )[0]!.n;
    expect(own).toHaveLength(9);
    expect(await visible(ids.cliente)).toEqual({
      pedidos: own,
      itens: itemsOf(own),
      eventos: await eventsOf(own),
    });
    for (const member of [ids.empresa, ids.entregador]) {
      expect(await visible(member)).toEqual({
        pedidos: store,
        itens: itemsOf(store),
        eventos: await eventsOf(store),
      });
    }
    for (const admin of [ids.admin, ids.superadmin]) {
      expect(await visible(admin)).toEqual({ pedidos: idsOf(orders), ...all });
    }
    expect(await visible(ids.anunciante)).toEqual({ pedidos: [], itens: 0, eventos: 0 });
    for (const table of ["pedidos", "itens_pedido", "eventos_pedido"]) {
      await expect(as(db, "anon", null, () => db.query(`select 1 from public.${table}`))).rejects.toEqual(
        expect.objectContaining({ code: "42501" }),
      );
    }
  });

  it("seeds the demo history priced by the rule, in the past, each step allowed by the table", async () => {
    const db = runner();
    const rows = await db.query<{
      id: string;
      ok_total: boolean;
      ok_fee: boolean;
      past: boolean;
      steps: { de: string | null; para: string; papel: string; allowed: boolean | null; at: string }[];
      status: string;
    }>(
      `select p.id::text, p.status, p.total = p.subtotal + p.taxa_entrega - p.desconto as ok_total,
              (private.calcular_precos(jsonb_build_array(jsonb_build_object(
                 'loja_id', l.id, 'taxa_entrega', l.taxa_entrega, 'tipo_servico', l.tipo_servico,
                 'itens', (select jsonb_agg(jsonb_build_object('preco', i.preco_unitario, 'quantidade', i.quantidade))
                           from public.itens_pedido i where i.pedido_id = p.id))),
               p.tipo_entrega, null) -> 'lojas' -> 0)
                 @> jsonb_build_object('subtotal', p.subtotal, 'taxa_entrega', p.taxa_entrega) as ok_fee,
              p.created_at <= now() and p.updated_at <= now() and p.created_at <= p.updated_at as past,
              (select jsonb_agg(jsonb_build_object('de', e.de, 'para', e.para, 'papel', e.papel,
                        'allowed', private.transicao_permitida(e.de, e.para, e.papel, p.tipo_entrega),
                        'at', e.created_at) order by e.id)
               from public.eventos_pedido e where e.pedido_id = p.id) as steps
       from public.pedidos p join public.lojas l on l.id = p.loja_id order by p.id`,
    );
    expect(rows.map((row) => row.id)).toEqual(orders.map((o) => o.id).sort());
    for (const row of rows) {
      expect([row.ok_total, row.ok_fee, row.past], row.id).toEqual([true, true, true]);
      const [first, ...later] = row.steps;
      expect(first, row.id).toMatchObject({ de: null, para: "confirmado", papel: "cliente" });
      later.forEach((step, index) => {
        expect(step.allowed, `${row.id} ${step.de}>${step.para}`).toBe(true);
        expect(step.de).toBe(row.steps[index]!.para);
        expect(Date.parse(step.at)).toBeGreaterThanOrEqual(Date.parse(row.steps[index]!.at));
      });
      expect(row.steps.at(-1)?.para).toBe(row.status);
      expect(row.steps.every((step) => Date.parse(step.at) <= Date.now())).toBe(true);
    }
  });
}
