import { expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import { periodRange, REPORT_PERIODS, type ReportPeriod } from "@/lib/reports/periods";

import { asAfter, type SqlRunner } from "./sql-assertions";

/**
 * The report periods' edges (migration *_relatorios_periodos.sql): orders at the first instant of each
 * period and a second before it, at 23:59:59 and 00:00 São Paulo across month ends (already the next day
 * in UTC), counted by the store's report, the admin's report and their charts. "Today" is Saturday
 * 2031-03-01 in São Paulo, so February's last day is yesterday; every row is in 2030–2031, far from the
 * seed's orders. Runs on PGlite and PostgreSQL 15.
 */

const TODAY = "2031-03-01";
const AGORA = `${TODAY}T12:00:00-03:00`;

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
const DONA = id(0x5a01);
const C1 = id(0x5c01);
const C2 = id(0x5c02);
const LOJA = id(0x5b01);
const OUTRA_LOJA = id(0x5b02);

type Statement = readonly [text: string, params?: unknown[]];

// [id, tipo_conta, perfis.created_at]
const users: [string, string, string][] = [
  [DONA, "empresa", "2030-03-01T23:59:59-03:00"], // a second before the year
  [C1, "cliente", "2031-02-23T00:00:00-03:00"], // the week's first instant
  [C2, "cliente", "2031-01-30T23:59:59-03:00"], // a second before the month
];

// [id, nome, created_at]
const lojas: [string, string, string][] = [
  [LOJA, "Padaria da Borda", "2030-03-02T00:00:00-03:00"], // the year's first instant
  [OUTRA_LOJA, "Mercado Vizinho", "2030-12-01T23:59:59-03:00"], // a second before the quarter
];

/** Powers of two, so every sum names the orders in it. */
type Order = { n: number; at: string; total: number; cliente?: string; loja?: string; cancelado?: true };
const orders: Order[] = [
  { n: 1, at: "2031-03-01T00:00:00-03:00", total: 10 }, // today's first instant
  { n: 2, at: "2031-02-28T23:59:59-03:00", total: 20 }, // February's last second: 1 March in UTC
  { n: 3, at: "2031-02-23T00:00:00-03:00", total: 40 }, // the week's first instant
  { n: 4, at: "2031-02-22T23:59:59-03:00", total: 80, cliente: C2 }, // a second before the week
  { n: 5, at: "2031-01-31T00:00:00-03:00", total: 160 }, // the month's (30 days) first instant
  { n: 6, at: "2031-01-30T23:59:59-03:00", total: 320, cliente: C2 }, // a second before the month
  { n: 7, at: "2031-01-31T23:59:59-03:00", total: 5, cancelado: true }, // January's last second, cancelled
  { n: 8, at: "2030-12-02T00:00:00-03:00", total: 640 }, // the quarter's first instant
  { n: 9, at: "2030-12-01T23:59:59-03:00", total: 1280 }, // a second before the quarter
  { n: 10, at: "2030-03-02T00:00:00-03:00", total: 2560 }, // the year's first instant
  { n: 11, at: "2030-03-01T23:59:59-03:00", total: 5120 }, // a second before the year
  { n: 12, at: "2031-03-01T00:00:00-03:00", total: 10240, loja: OUTRA_LOJA }, // another store, today
];

function statements(): Statement[] {
  return [
    ...users.flatMap(([user, tipo, createdAt]): Statement[] => [
      [
        "insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)",
        [user, `periodos-${user.slice(-4)}@exemplo.com`],
      ],
      [
        "update public.perfis set tipo_conta = $2, created_at = $3 where user_id = $1",
        [user, tipo, createdAt],
      ],
    ]),
    ...lojas.map(([loja, nome, createdAt]): Statement => [
      `insert into public.lojas (id, nome, telefone, logradouro, bairro, cidade, uf, cep, status, created_at)
       values ($1, $2, '(31) 3333-0000', 'Rua A, 1', 'Centro', 'Belo Horizonte', 'MG', '30000-000', 'aprovada', $3)`,
      [loja, nome, createdAt],
    ]),
    ["insert into public.membros_loja (loja_id, user_id, papel) values ($1, $2, 'dono')", [LOJA, DONA]],
    ...orders.map(({ n, at, total, cliente, loja, cancelado }): Statement => [
      `insert into public.pedidos (id, cliente_id, loja_id, status, tipo_entrega, pagamento, subtotal, total,
         cliente_nome, cliente_telefone, loja_nome, tempo_min, tempo_max, motivo_cancelamento,
         chave_idempotencia, created_at)
       values ($1, $2, $3, $4, 'retirada', 'pix', $5, $5, 'Cliente', '(31) 99999-0000', 'Loja', 20, 30, $6, $1, $7)`,
      [
        id(0x5e00 + n),
        cliente ?? C1,
        loja ?? LOJA,
        cancelado ? "cancelado" : "entregue",
        total,
        cancelado ? "Sem estoque." : null,
        at,
      ],
    ]),
    ["select set_config('vitrine.agora', $1, true)", [AGORA]],
  ];
}

type Json = Record<string, unknown>;
type StorePoint = { inicio: string; fim: string; receita: number; pedidos: number };
type AdminPoint = StorePoint & { empresas: number; usuarios: number; cancelados: number };
type StoreReport = Json & { pontos: StorePoint[] };
type AdminReport = Json & {
  pontos: AdminPoint[];
  empresas: { cadastradas: number };
  usuarios: { novos: number };
  receita: { bruta: number };
  atividade: { pedidos: number; cancelados: number };
};

async function report<T>(db: SqlRunner, user: string, fn: string, period: ReportPeriod): Promise<T> {
  const rows = await asAfter(db, statements(), "authenticated", user, () =>
    db.query<{ r: T }>(`select public.${fn}($1) as r`, [period]),
  );
  return rows[0]!.r;
}

const sum = <T>(items: T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);

export function defineRelatoriosPeriodosAssertions(runner: () => SqlRunner): void {
  it.each<[ReportPeriod, string, number, number, number]>([
    // [period, first day, revenue, charged orders, cancelled]
    ["week", "2031-02-23", 10 + 20 + 40, 3, 0],
    ["month", "2031-01-31", 10 + 20 + 40 + 80 + 160, 5, 1],
    ["quarter", "2030-12-02", 10 + 20 + 40 + 80 + 160 + 320 + 640, 7, 1],
    ["year", "2030-03-02", 10 + 20 + 40 + 80 + 160 + 320 + 640 + 1280 + 2560, 9, 1],
  ])(
    "the store's %s starts on %s at 00:00 São Paulo: an order then counts, one a second earlier does not",
    async (period, start, receita, pedidos, cancelados) => {
      const got = await report<StoreReport>(runner(), DONA, "relatorio_loja", period);
      expect(periodRange(period, TODAY).start).toBe(start);
      expect(got).toMatchObject({ inicio: start, fim: TODAY, receita, pedidos, cancelados });
      expect(got.pontos[0]?.inicio).toBe(start);
      expect(got.pontos.at(-1)?.fim).toBe(TODAY);
      expect(sum(got.pontos, (point) => point.receita)).toBe(receita);
      expect(sum(got.pontos, (point) => point.pedidos)).toBe(pedidos);
    },
  );

  it("names the store the report is about", async () => {
    const got = await report<StoreReport>(runner(), DONA, "relatorio_loja", "week");
    expect(got.loja).toEqual({ id: LOJA, nome: "Padaria da Borda" });
  });

  it("a day's bar is its São Paulo day: February's last second is the 28th, not 1 March as in UTC", async () => {
    const got = await report<StoreReport>(runner(), DONA, "relatorio_loja", "week");
    expect(got.agrupamento).toBe("day");
    expect(got.pontos.map((point) => [point.inicio, point.receita])).toEqual([
      ["2031-02-23", 40],
      ["2031-02-24", 0],
      ["2031-02-25", 0],
      ["2031-02-26", 0],
      ["2031-02-27", 0],
      ["2031-02-28", 20],
      ["2031-03-01", 10],
    ]);
    const month = await report<StoreReport>(runner(), DONA, "relatorio_loja", "month");
    expect(month.pontos).toHaveLength(30);
    expect(month.pontos[0]).toEqual({ inicio: "2031-01-31", fim: "2031-01-31", receita: 160, pedidos: 1 });
  });

  it("a year's bars are calendar months cut at São Paulo midnight, the first and the last short", async () => {
    const got = await report<StoreReport>(runner(), DONA, "relatorio_loja", "year");
    expect(got.agrupamento).toBe("month");
    expect(got.pontos).toHaveLength(13);
    expect(got.pontos[0]).toEqual({ inicio: "2030-03-02", fim: "2030-03-31", receita: 2560, pedidos: 1 });
    const bar = (inicio: string) => got.pontos.find((point) => point.inicio === inicio);
    // 1 December 23:59:59 is December's, though 2 December in UTC
    expect(bar("2030-12-01")).toEqual({ inicio: "2030-12-01", fim: "2030-12-31", receita: 1920, pedidos: 2 });
    // 31 January's cancelled order is no revenue; its 00:00 order is January's
    expect(bar("2031-01-01")).toEqual({ inicio: "2031-01-01", fim: "2031-01-31", receita: 480, pedidos: 2 });
    expect(bar("2031-02-01")).toEqual({ inicio: "2031-02-01", fim: "2031-02-28", receita: 140, pedidos: 3 });
    expect(got.pontos.at(-1)).toEqual({ inicio: "2031-03-01", fim: "2031-03-01", receita: 10, pedidos: 1 });
  });

  it("a quarter's bars are weeks counted back from today, the oldest one short", async () => {
    const got = await report<StoreReport>(runner(), DONA, "relatorio_loja", "quarter");
    expect(got.agrupamento).toBe("week");
    expect(got.pontos).toHaveLength(13);
    expect(got.pontos[0]).toEqual({ inicio: "2030-12-02", fim: "2030-12-07", receita: 640, pedidos: 1 });
    expect(got.pontos.at(-2)).toEqual({ inicio: "2031-02-16", fim: "2031-02-22", receita: 80, pedidos: 1 });
    expect(got.pontos.at(-1)).toEqual({ inicio: "2031-02-23", fim: "2031-03-01", receita: 70, pedidos: 3 });
  });

  it.each(REPORT_PERIODS)(
    "the admin's %s: the chart has the store report's bars, and they add up to the cards",
    async (period) => {
      const db = runner();
      const admin = await report<AdminReport>(db, DEMO_USER_IDS.admin, "relatorio_admin", period);
      const store = await report<StoreReport>(db, DONA, "relatorio_loja", period);
      expect(admin.agrupamento).toBe(store.agrupamento);
      expect(admin.pontos.map(({ inicio, fim }) => [inicio, fim])).toEqual(
        store.pontos.map(({ inicio, fim }) => [inicio, fim]),
      );
      expect(sum(admin.pontos, (point) => point.empresas)).toBe(admin.empresas.cadastradas);
      expect(sum(admin.pontos, (point) => point.usuarios)).toBe(admin.usuarios.novos);
      expect(sum(admin.pontos, (point) => point.pedidos)).toBe(admin.atividade.pedidos);
      expect(sum(admin.pontos, (point) => point.cancelados)).toBe(admin.atividade.cancelados);
      expect(sum(admin.pontos, (point) => point.receita)).toBe(admin.receita.bruta);
      // every store's orders: the other store's 10240 of today is the marketplace's
      expect(admin.receita.bruta).toBe(Number(store.receita) + 10240);
    },
  );

  it("the admin's week and year count accounts and stores from their first instant", async () => {
    const db = runner();
    const week = await report<AdminReport>(db, DEMO_USER_IDS.admin, "relatorio_admin", "week");
    expect(week.usuarios).toMatchObject({ novos: 1 }); // C1 at the week's first instant
    expect(week.pontos[0]).toMatchObject({ inicio: "2031-02-23", usuarios: 1, receita: 40 });
    const year = await report<AdminReport>(db, DEMO_USER_IDS.admin, "relatorio_admin", "year");
    expect(year.empresas).toMatchObject({ cadastradas: 2 });
    expect(year.usuarios).toMatchObject({ novos: 2 }); // not the owner's account, a second early
    expect(year.pontos[0]).toMatchObject({ inicio: "2030-03-02", empresas: 1, usuarios: 0 });
  });

  it.each<[ReportPeriod, Json]>([
    // over the same number of days just before: the week before holds only order 4 (80, C2), the month
    // before order 6 (320, C2), the quarter before order 9 (1280, C1), the year before order 11 (5120, C1)
    ["week", { usuarios_ativos: 0, pedidos: 300, receita: 12787.5 }],
    ["month", { usuarios_ativos: 100, pedidos: 600, receita: 3196.9 }],
    ["quarter", { usuarios_ativos: 100, pedidos: 800, receita: 799.2 }],
    ["year", { usuarios_ativos: 100, pedidos: 1000, receita: 199.8 }],
  ])("the admin's %s grows over the days just before it", async (period, expected) => {
    const got = await report<AdminReport>(runner(), DEMO_USER_IDS.admin, "relatorio_admin", period);
    expect(got.crescimento).toEqual(expected);
  });

  it.each<[number, number, number | null]>([
    [135, 100, 35],
    [50, 100, -50],
    [1, 3, -66.7],
    [100, 100, 0],
    [5, 0, null], // nothing to compare with
    [0, 0, null],
  ])("growth of %d over %d is %s percent", async (atual, anterior, expected) => {
    const [row] = await runner().query<{ g: string | null }>(
      "select private.crescimento($1, $2)::text as g",
      [atual, anterior],
    );
    expect(row?.g === null || row?.g === undefined ? null : Number(row.g)).toBe(expected);
  });

  it("keeps the new helpers private", async () => {
    const [grants] = await runner().query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'private.barras_do_periodo(text, date)', 'execute') as anon_bars,
              has_function_privilege('authenticated', 'private.numeros_admin(timestamptz, timestamptz)', 'execute') as auth_numbers`,
    );
    expect(grants).toEqual({ anon_bars: false, auth_numbers: false });
  });
}
