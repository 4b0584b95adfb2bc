import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { customers } from "@/fixtures/customers";

import { as, becomeCaller, type SqlRunner } from "./sql-assertions";
import {
  ACAI,
  ACAI_500,
  ARROZ,
  asAt,
  BAKERY,
  BATATA,
  BOM_PRECO,
  BURGER,
  CASA,
  type Checkout,
  DIPIRONA,
  fazerPedido,
  ids,
  line,
  newAccount,
  PAO,
  PAO_DE_QUEIJO,
  PAO_FRANCES,
  SATURDAY_NOON,
  seeded,
  type Setup,
  TWO_STORES,
  VIDA,
  WEDNESDAY_NOON,
  X_BACON,
} from "./sql-pedidos-helpers";

/** A connection of its own, for what only two sessions at once can show (PostgreSQL; PGlite has one). */
export type Session = SqlRunner & { close(): Promise<void> };

const BEATRIZ = customers.find((c) => c.name === "Beatriz Martins")!; // her one order at the bakery was cancelled
const CARLOS = customers.find((c) => c.name === "Carlos Oliveira")!;

type OrderRead = {
  loja_id: string;
  status: string;
  tipo_entrega: string;
  pagamento: string;
  subtotal: number;
  taxa_entrega: number;
  desconto: number;
  total: number;
  cupom_codigo: string | null;
  com_cupom: boolean;
  observacoes: string;
  cliente_nome: string;
  cliente_telefone: string;
  loja_nome: string;
  endereco: Record<string, string | null> | null;
  tempo: [number, number];
  itens: { produto_id: string; nome: string; preco: number; quantidade: number; posicao: number }[];
  eventos: { autor_id: string; papel: string; de: string | null; para: string }[];
};

/** The orders a call placed, as their customer reads them (RLS), by store name. */
const readOrders = (db: SqlRunner, placed: { pedidos: { id: string }[] }) =>
  db.query<OrderRead>(
    `select p.loja_id::text, p.status, p.tipo_entrega, p.pagamento, p.subtotal::float8, p.taxa_entrega::float8,
            p.desconto::float8, p.total::float8, p.cupom_codigo, p.cupom_id is not null as com_cupom,
            p.observacoes, p.cliente_nome, p.cliente_telefone, p.loja_nome, p.endereco,
            array[p.tempo_min, p.tempo_max] as tempo,
            (select jsonb_agg(jsonb_build_object('produto_id', i.produto_id, 'nome', i.nome,
                      'preco', i.preco_unitario, 'quantidade', i.quantidade, 'posicao', i.posicao) order by i.posicao)
             from public.itens_pedido i where i.pedido_id = p.id) as itens,
            (select jsonb_agg(jsonb_build_object('autor_id', e.autor_id, 'papel', e.papel, 'de', e.de, 'para', e.para))
             from public.eventos_pedido e where e.pedido_id = p.id) as eventos
     from public.pedidos p where p.id = any($1::uuid[]) order by p.loja_nome`,
    [placed.pedidos.map((p) => p.id)],
  );
/** A coupon's usage count, read as the superuser (a customer never reads coupons). */
async function usesOf(db: SqlRunner, codigo: string): Promise<number | undefined> {
  await db.query("reset role");
  const [row] = await db.query<{ usos: number }>("select usos from public.cupons where codigo = $1", [
    codigo,
  ]);
  return row?.usos;
}

/** Placing orders with public.fazer_pedido (migration *_fazer_pedido.sql): what it writes, once, for whom. */
export function defineFazerPedidoAssertions(runner: () => SqlRunner, session?: () => Promise<Session>): void {
  it("places one order per store at the products' prices of the moment, each store's fee on its own subtotal", async () => {
    const db = runner();
    const setup: Setup = [
      ["update public.produtos set preco = 8 where id = $1", [PAO_FRANCES.id]],
      ["update public.produtos set preco = 25 where id = $1", [ARROZ.id]],
    ];
    const { placed, read } = await asAt(
      db,
      ids.cliente,
      async () => {
        const placed = await fazerPedido(db, {
          itens: [
            // a price sent by the browser is ignored: the product's own is charged
            { ...line(PAO_FRANCES, 2), preco: 0.01 },
            line(ACAI_500),
            line(ARROZ, 2),
            line(X_BACON),
            line(BATATA),
          ],
          pagamento: "credito",
          observacoes: "  Tocar o interfone.  ",
          total: 153.69, // the summary the customer saw: 20,99 + 22,90 + 50,00 + 59,80
        });
        return { placed, read: await readOrders(db, placed) };
      },
      setup,
    );
    const byStore = Object.fromEntries(read.map((order) => [order.loja_id, order]));
    expect(placed.pedidos.map((p) => p.loja_id)).toEqual(read.map((order) => order.loja_id));
    expect(placed.pedidos.map((p) => p.total)).toEqual(read.map((order) => order.total));
    const money = (id: string) => {
      const { subtotal, taxa_entrega, desconto, total } = byStore[id]!;
      return [subtotal, taxa_entrega, desconto, total];
    };
    expect(money(PAO)).toEqual([16, 4.99, 0, 20.99]); // below R$ 50,00: the bakery's fee
    expect(money(ACAI)).toEqual([22.9, 0, 0, 22.9]); // a store without a fee
    expect(money(BOM_PRECO)).toEqual([50, 0, 0, 50]); // at R$ 50,00: free
    expect(money(BURGER)).toEqual([59.8, 0, 0, 59.8]); // above: free
    const bakery = byStore[PAO]!;
    expect(bakery).toMatchObject({
      status: "confirmado",
      tipo_entrega: "entrega",
      pagamento: "credito",
      cupom_codigo: null,
      com_cupom: false,
      observacoes: "Tocar o interfone.",
      cliente_nome: "Ana Paula Souza",
      cliente_telefone: "(31) 98765-4321",
      loja_nome: "Padaria Pão Quente",
      tempo: [20, 30],
      endereco: {
        rotulo: CASA.label,
        logradouro: CASA.street,
        numero: CASA.number,
        complemento: CASA.complement,
        bairro: CASA.neighborhood,
        cidade: CASA.city,
        uf: CASA.state,
        cep: CASA.zipCode,
      },
    });
    expect(bakery.itens).toEqual([
      { produto_id: PAO_FRANCES.id, nome: PAO_FRANCES.nome, preco: 8, quantidade: 2, posicao: 1 },
    ]);
    expect(byStore[BURGER]!.itens.map((i) => [i.nome, i.preco, i.posicao])).toEqual([
      [X_BACON.nome, X_BACON.preco, 4],
      [BATATA.nome, BATATA.preco, 5],
    ]);
    for (const order of read) {
      expect(order.eventos).toEqual([
        { autor_id: ids.cliente, papel: "cliente", de: null, para: "confirmado" },
      ]);
    }
  });

  it("charges no fee for pickup and keeps no address, whatever address is sent", async () => {
    const db = runner();
    const read = await asAt(db, ids.cliente, async () =>
      readOrders(
        db,
        await fazerPedido(db, {
          itens: [line(PAO_FRANCES), line(X_BACON)],
          tipo: "retirada",
          endereco: CASA.id,
        }),
      ),
    );
    expect(read.map((o) => [o.loja_id, o.taxa_entrega, o.total, o.endereco, o.tempo])).toEqual([
      [BURGER, 0, X_BACON.preco, null, [20, 30]],
      [PAO, 0, PAO_FRANCES.preco, null, [20, 30]],
    ]);
  });

  it("puts a store's coupon on that store's order only, typed in any case, and counts one use", async () => {
    const db = runner();
    const { read, uses } = await asAt(db, ids.cliente, async () => {
      const placed = await fazerPedido(db, {
        itens: [line(ACAI_500), line(PAO_DE_QUEIJO, 3)],
        cupom: "  paoquente10 ",
      });
      return { read: await readOrders(db, placed), uses: await usesOf(db, "PAOQUENTE10") };
    });
    expect(read.map((o) => [o.loja_id, o.desconto, o.total, o.cupom_codigo, o.com_cupom])).toEqual([
      [ACAI, 0, 22.9, null, false],
      [PAO, 3.6, 36 + 4.99 - 3.6, "PAOQUENTE10", true],
    ]);
    expect(uses).toBe(seeded.cupons.find((c) => c.codigo === "PAOQUENTE10")!.usos + 1);
  });

  it("applies the marketplace's coupons: the pharmacies' one, free delivery on a Saturday, a first order", async () => {
    const db = runner();
    const pharmacy = await asAt(db, ids.cliente, async () => {
      const placed = await fazerPedido(db, {
        itens: [line(PAO_FRANCES), line(DIPIRONA, 2)],
        cupom: "FARMACIA10",
      });
      return { read: await readOrders(db, placed), uses: await usesOf(db, "FARMACIA10") };
    });
    expect(pharmacy.read.map((o) => [o.loja_id, o.desconto, o.cupom_codigo])).toEqual([
      [VIDA, 1.58, "FARMACIA10"],
      [PAO, 0, null],
    ]);
    expect(pharmacy.uses).toBe(1);
    const saturday = await asAt(
      db,
      ids.cliente,
      async () =>
        readOrders(db, await fazerPedido(db, { itens: [line(PAO_DE_QUEIJO, 3)], cupom: "FRETEGRATIS" })),
      [],
      SATURDAY_NOON,
    );
    expect(saturday.map((o) => [o.subtotal, o.taxa_entrega, o.desconto, o.total])).toEqual([
      [36, 4.99, 4.99, 36],
    ]);
    // a new shopper's first order, and a shopper whose only order at the bakery was cancelled
    const newcomer = randomUUID();
    const address: Setup[number] = [
      `insert into public.enderecos (cliente_id, rotulo, logradouro, numero, bairro, cidade, uf, cep)
       values ($1, 'Casa', 'Rua da Bahia', '1000', 'Centro', 'Belo Horizonte', 'MG', '30160-011') returning id`,
      [newcomer],
    ];
    const first = await asAt(
      db,
      newcomer,
      async () => {
        const [casa] = await db.query<{ id: string }>("select id from public.enderecos");
        return readOrders(
          db,
          await fazerPedido(db, { ...BAKERY, endereco: casa!.id, cupom: "PRIMEIRACOMPRA" }),
        );
      },
      [...newAccount(newcomer), address],
    );
    expect(first.map((o) => [o.desconto, o.cupom_codigo])).toEqual([[2.25, "PRIMEIRACOMPRA"]]);
    const welcome = await asAt(db, BEATRIZ.id, async () =>
      readOrders(
        db,
        await fazerPedido(db, {
          itens: [line(PAO_DE_QUEIJO, 4)],
          endereco: BEATRIZ.addresses[0]!.id,
          cupom: "BEMVINDO15",
        }),
      ),
    );
    expect(welcome.map((o) => [o.desconto, o.cupom_codigo])).toEqual([[7.2, "BEMVINDO15"]]);
  });

  it("places a checkout key's orders once: a repeat answers the same orders and writes nothing", async () => {
    const db = runner();
    const chave = randomUUID();
    const checkout: Checkout = {
      ...TWO_STORES,
      itens: [line(PAO_DE_QUEIJO, 3), line(ACAI_500)],
      chave,
      cupom: "PAOQUENTE10",
    };
    const counts = `select (select count(*)::int from public.pedidos) as pedidos,
                           (select count(*)::int from public.itens_pedido) as itens,
                           (select count(*)::int from public.eventos_pedido) as eventos`;
    const { first, again, before, after, uses } = await asAt(db, ids.cliente, async () => {
      const first = await fazerPedido(db, checkout);
      const [before] = await db.query(counts);
      // even with another cart: the key already placed its orders
      const again = await fazerPedido(db, { ...checkout, itens: [line(PAO_FRANCES)] });
      const [after] = await db.query(counts);
      return { first, again, before, after, uses: await usesOf(db, "PAOQUENTE10") };
    });
    expect(first.pedidos).toHaveLength(2);
    expect(again).toEqual(first);
    expect(after).toEqual(before);
    expect(uses).toBe(seeded.cupons.find((c) => c.codigo === "PAOQUENTE10")!.usos + 1);
    // another customer with the same key places their own orders
    const { mine, theirs } = await asAt(db, ids.cliente, async () => {
      const mine = await fazerPedido(db, { ...BAKERY, chave });
      await becomeCaller(db, "authenticated", CARLOS.id);
      const theirs = await fazerPedido(db, { ...BAKERY, chave, endereco: CARLOS.addresses[0]!.id });
      return { mine, theirs };
    });
    expect(theirs.pedidos).toHaveLength(1);
    expect(theirs.pedidos[0]!.id).not.toBe(mine.pedidos[0]!.id);
  });

  it("lets only cliente accounts place orders or check a coupon", async () => {
    const db = runner();
    for (const other of [ids.empresa, ids.entregador, ids.admin, ids.superadmin, ids.anunciante]) {
      await expect(
        asAt(db, other, () => fazerPedido(db, BAKERY)),
        other,
      ).rejects.toEqual(expect.objectContaining({ code: "42501", message: "apenas_clientes" }));
      await expect(
        asAt(db, other, () => db.query("select public.validar_cupom('PAOQUENTE10', $1::uuid[])", [[PAO]])),
      ).rejects.toEqual(expect.objectContaining({ code: "42501", message: "apenas_clientes" }));
    }
    await expect(asAt(db, null, () => fazerPedido(db, BAKERY))).rejects.toEqual(
      expect.objectContaining({ code: "42501" }),
    );
  });

  it("lets nobody write orders, items or events directly", async () => {
    const db = runner();
    const [order] = await db.query<{ id: string }>(
      "select id::text from public.pedidos where cliente_id = $1 limit 1",
      [ids.cliente],
    );
    const writes = [
      "insert into public.pedidos (cliente_id, loja_id, tipo_entrega, pagamento, subtotal, total, cliente_nome, cliente_telefone, loja_nome, tempo_min, tempo_max, chave_idempotencia) values (auth.uid(), $1, 'retirada', 'pix', 0.01, 0.01, 'X', '31999999999', 'X', 1, 2, gen_random_uuid())",
      "update public.pedidos set total = 0.01, status = 'entregue' where id = $1",
      "delete from public.pedidos where id = $1",
      "insert into public.itens_pedido (pedido_id, nome, preco_unitario, quantidade) values ($1, 'X', 0.01, 1)",
      "update public.itens_pedido set preco_unitario = 0.01 where pedido_id = $1",
      "delete from public.itens_pedido where pedido_id = $1",
      "insert into public.eventos_pedido (pedido_id, papel, para) values ($1, 'loja', 'entregue')",
      "update public.eventos_pedido set para = 'cancelado' where pedido_id = $1",
      "delete from public.eventos_pedido where pedido_id = $1",
    ];
    for (const who of [ids.cliente, ids.empresa, ids.entregador, ids.admin]) {
      for (const write of writes) {
        const param = write.startsWith("insert into public.pedidos") ? PAO : order!.id;
        await expect(
          as(db, "authenticated", who, () => db.query(write, [param])),
          `${who}: ${write}`,
        ).rejects.toEqual(expect.objectContaining({ code: "42501" }));
      }
    }
  });

  it.skipIf(!session)(
    "places a checkout sent twice at the same moment once: the second waits for the first",
    async () => {
      const [first, second] = [await session!(), await session!()];
      const chave = randomUUID();
      const begin = async (s: Session) => {
        await s.query("begin");
        await s.query("select set_config('vitrine.agora', $1, true)", [WEDNESDAY_NOON]);
        await becomeCaller(s, "authenticated", ids.cliente);
      };
      try {
        await begin(first);
        await begin(second);
        const placed = await fazerPedido(first, { ...BAKERY, chave });
        let answered = false;
        const again = fazerPedido(second, { ...BAKERY, chave }).finally(() => {
          answered = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answered).toBe(false); // waiting for the first checkout's transaction
        await first.query("commit");
        expect(await again).toEqual(placed);
        await second.query("commit");
        const [row] = await runner().query<{ n: number }>(
          "select count(*)::int as n from public.pedidos where chave_idempotencia = $1",
          [chave],
        );
        expect(row?.n).toBe(1);
      } finally {
        for (const s of [first, second]) await s.query("rollback").catch(() => undefined);
        await runner().query("delete from public.pedidos where chave_idempotencia = $1", [chave]);
        await first.close();
        await second.close();
      }
    },
  );
}
