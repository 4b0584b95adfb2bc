import { expect, it } from "vitest";

import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import { PERIOD_DAYS, periodRange, REPORT_PERIODS, type ReportPeriod } from "@/lib/reports/periods";

import { LOJA_A, P, sampleStatements, U } from "./relatorios-sample";
import { as, asAfter, type SqlRunner } from "./sql-assertions";

type Json = Record<string, unknown>;
type Point = { inicio: string; fim: string; receita: number; pedidos: number };
type Report = Json & { pontos: Point[]; mais_vendidos: Json[] };

const DENIED = expect.objectContaining({ code: "42501" });

/** One report function called as `user` over the sample rows, with the clock pinned (rolled back). */
async function call<T = Json>(db: SqlRunner, user: string, fn: string, periodo?: string): Promise<T> {
  const text = periodo === undefined ? `select public.${fn}() as r` : `select public.${fn}($1) as r`;
  const rows = await asAfter(db, sampleStatements(), "authenticated", user, () =>
    db.query<{ r: T }>(text, periodo === undefined ? [] : [periodo]),
  );
  return rows[0]!.r;
}

const sold = (produto_id: string | null, nome: string, quantidade: number, receita: number) =>
  expect.objectContaining({ produto_id, nome, quantidade, receita });

/**
 * The figures that summarise orders (migration *_relatorios.sql), each proved on controlled rows
 * (tests/backend/relatorios-sample.ts: "today" is 2030-06-19 in São Paulo). PGlite and PostgreSQL 15.
 */
export function defineRelatoriosAssertions(runner: () => SqlRunner): void {
  it("the store's dashboard: today's orders and revenue by São Paulo day, delivery time, growth, customers", async () => {
    const stats = await call(runner(), U.dona, "estatisticas_loja");
    expect(stats).toEqual({
      pedidos_hoje: 2, // o1 and o2 (00:10); not o3 (cancelled) nor o4 (23:50 yesterday, today in UTC)
      faturamento_hoje: 50,
      tempo_medio_entrega: 30, // o1 40, o4 20, o6 30 min; not o5 (pickup) nor o7 (delivered 30 days ago)
      avaliacao: 4.3,
      crescimento_mensal: 35, // 135 in the last 30 days over 100 in the 30 before
      total_clientes: 3, // c4 only cancelled
    });
  });

  it("the store's courier sees the same figures as its owner", async () => {
    const db = runner();
    expect(await call(db, U.entregador, "estatisticas_loja")).toEqual(
      await call(db, U.dona, "estatisticas_loja"),
    );
  });

  it("an owner reads their own store's figures only; nothing measured reads null", async () => {
    const db = runner();
    expect(await call(db, U.outraDona, "estatisticas_loja")).toEqual({
      pedidos_hoje: 1,
      faturamento_hoje: 99,
      tempo_medio_entrega: null, // no delivery yet
      avaliacao: 3.9,
      crescimento_mensal: null, // nothing sold in the 30 days before
      total_clientes: 1,
    });
    const other = await call<Report>(db, U.outraDona, "relatorio_loja", "year");
    expect(other).toMatchObject({ receita: 99, pedidos: 1, cancelados: 0 });
    expect(other.mais_vendidos).toEqual([sold(null, "Marmita", 1, 99)]);
    // the demo store had no order in 2030
    const demo = await call<Report>(db, DEMO_USER_IDS.empresa, "relatorio_loja", "year");
    expect(demo).toMatchObject({ receita: 0, pedidos: 0, cancelados: 0, mais_vendidos: [] });
  });

  it("a member of two stores gets the figures of the first store they joined", async () => {
    const db = runner();
    const joinA = (at: string): readonly [string, unknown[]] => [
      "insert into public.membros_loja (loja_id, user_id, papel, created_at) values ($1, $2, 'dono', $3)",
      [LOJA_A, U.outraDona, at],
    ];
    const read = (at: string) =>
      asAfter(db, [...sampleStatements(), joinA(at)], "authenticated", U.outraDona, () =>
        db.query<{ r: Json }>("select public.estatisticas_loja() as r"),
      );
    expect((await read("2999-01-01T00:00:00Z"))[0]?.r).toMatchObject({ faturamento_hoje: 99 });
    expect((await read("2000-01-01T00:00:00Z"))[0]?.r).toMatchObject({ faturamento_hoje: 50 });
  });

  it.each<[ReportPeriod, Json]>([
    ["week", { inicio: "2030-06-13", receita: 75, pedidos: 3, cancelados: 1, ticket_medio: 25 }],
    ["month", { inicio: "2030-05-21", receita: 135, pedidos: 5, cancelados: 1, ticket_medio: 27 }],
    ["quarter", { inicio: "2030-03-22", receita: 1235, pedidos: 8, cancelados: 1, ticket_medio: 154.38 }],
    ["year", { inicio: "2029-06-20", receita: 1240, pedidos: 9, cancelados: 1, ticket_medio: 137.78 }],
  ])(
    "the store report of %s: its São Paulo days, revenue, orders, cancelled and average ticket",
    async (period, expected) => {
      const report = await call<Report>(runner(), U.dona, "relatorio_loja", period);
      expect(report).toMatchObject({ periodo: period, fim: "2030-06-19", ...expected });
      expect(report.inicio).toBe(periodRange(period, "2030-06-19").start);
      // every bar is there, and the bars add up to the period
      const points = report.pontos;
      expect(points[0]?.inicio).toBe(expected.inicio);
      expect(points.at(-1)?.fim).toBe("2030-06-19");
      expect(points.reduce((sum, point) => sum + point.receita, 0)).toBeCloseTo(Number(expected.receita), 2);
      expect(points.reduce((sum, point) => sum + point.pedidos, 0)).toBe(expected.pedidos);
    },
  );

  it("the chart has a bar per day for a week and a month, every empty day at 0", async () => {
    const db = runner();
    const week = await call<Report>(db, U.dona, "relatorio_loja", "week");
    expect(week.agrupamento).toBe("day");
    expect(week.pontos).toEqual([
      { inicio: "2030-06-13", fim: "2030-06-13", receita: 0, pedidos: 0 },
      { inicio: "2030-06-14", fim: "2030-06-14", receita: 0, pedidos: 0 },
      { inicio: "2030-06-15", fim: "2030-06-15", receita: 0, pedidos: 0 },
      { inicio: "2030-06-16", fim: "2030-06-16", receita: 0, pedidos: 0 },
      { inicio: "2030-06-17", fim: "2030-06-17", receita: 0, pedidos: 0 },
      { inicio: "2030-06-18", fim: "2030-06-18", receita: 25, pedidos: 1 },
      { inicio: "2030-06-19", fim: "2030-06-19", receita: 50, pedidos: 2 },
    ]);
    const month = await call<Report>(db, U.dona, "relatorio_loja", "month");
    expect(month.agrupamento).toBe("day");
    expect(month.pontos).toHaveLength(PERIOD_DAYS.month);
    expect(month.pontos[0]).toEqual({ inicio: "2030-05-21", fim: "2030-05-21", receita: 10, pedidos: 1 });
  });

  it("a quarter's bars are weeks counted back from today (the oldest one short), a year's are calendar months", async () => {
    const db = runner();
    const quarter = await call<Report>(db, U.dona, "relatorio_loja", "quarter");
    expect(quarter.agrupamento).toBe("week");
    expect(quarter.pontos).toHaveLength(13);
    expect(quarter.pontos[0]).toEqual({ inicio: "2030-03-22", fim: "2030-03-27", receita: 0, pedidos: 0 });
    expect(quarter.pontos).toContainEqual({
      inicio: "2030-04-18",
      fim: "2030-04-24",
      receita: 1060,
      pedidos: 2,
    });
    expect(quarter.pontos.at(-1)).toEqual({
      inicio: "2030-06-13",
      fim: "2030-06-19",
      receita: 75,
      pedidos: 3,
    });

    const year = await call<Report>(db, U.dona, "relatorio_loja", "year");
    expect(year.agrupamento).toBe("month");
    expect(year.pontos).toHaveLength(13);
    expect(year.pontos[0]).toEqual({ inicio: "2029-06-20", fim: "2029-06-30", receita: 5, pedidos: 1 });
    expect(year.pontos).toContainEqual({ inicio: "2030-05-01", fim: "2030-05-31", receita: 100, pedidos: 3 });
    expect(year.pontos.at(-1)).toEqual({ inicio: "2030-06-01", fim: "2030-06-19", receita: 75, pedidos: 3 });
  });

  it("best sellers: units, then revenue, of charged orders, named as last sold, with the product's photo and category", async () => {
    const db = runner();
    const categories = await db.query<{ id: string; nome: string }>(
      "select id::text, nome from public.categorias where id in ($1, $2)",
      [CATEGORY_IDS.lanches, CATEGORY_IDS.bebidas],
    );
    const name = (id: string) => categories.find((category) => category.id === id)?.nome;
    const week = await call<Report>(db, U.dona, "relatorio_loja", "week");
    expect(week.mais_vendidos).toEqual([
      {
        produto_id: P.cafe,
        nome: "Café",
        quantidade: 3,
        receita: 22.5,
        imagem: null,
        categoria: name(CATEGORY_IDS.bebidas),
      },
      {
        produto_id: P.pao,
        nome: "Pão",
        quantidade: 3,
        receita: 15,
        imagem: "/images/products/pao-frances.webp",
        categoria: name(CATEGORY_IDS.lanches),
      },
      { produto_id: P.bolo, nome: "Bolo", quantidade: 2, receita: 20, imagem: null, categoria: null },
      // a product no longer in the catalogue keeps the name it was sold under
      { produto_id: null, nome: "Torta antiga", quantidade: 1, receita: 17.5, imagem: null, categoria: null },
    ]); // the 10 sonhos of the cancelled o3 are no sale
    const quarter = await call<Report>(db, U.dona, "relatorio_loja", "quarter");
    expect(quarter.mais_vendidos).toEqual([
      sold(P.pao, "Pão", 63, 1065),
      sold(P.bolo, "Bolo", 3, 30),
      sold(P.cafe, "Café", 3, 22.5),
      sold(P.broa, "Broa", 1, 60),
      sold(P.torta, "Torta", 1, 40),
    ]); // five at most: 'Torta antiga' is sixth
  });

  it.each<[ReportPeriod, Json]>([
    [
      "week",
      {
        inicio: "2030-06-13",
        empresas: { cadastradas: 2, aprovadas: 1, rejeitadas: 1 },
        usuarios: { novos: 4, ativos: 4, recorrentes: 3 },
        receita: { bruta: 174, pedidos_pagos: 4 },
        atividade: { pedidos: 5, cancelados: 1 },
      },
    ],
    [
      "month",
      {
        inicio: "2030-05-21",
        empresas: { cadastradas: 3, aprovadas: 2, rejeitadas: 1 },
        usuarios: { novos: 5, ativos: 4, recorrentes: 2 },
        receita: { bruta: 234, pedidos_pagos: 6 },
        atividade: { pedidos: 7, cancelados: 1 },
      },
    ],
    [
      "year",
      {
        inicio: "2029-06-20",
        empresas: { cadastradas: 4, aprovadas: 2, rejeitadas: 1 },
        usuarios: { novos: 6, ativos: 4, recorrentes: 1 },
        receita: { bruta: 1339, pedidos_pagos: 10 },
        atividade: { pedidos: 11, cancelados: 1 },
      },
    ],
  ])(
    "the admin's cards of %s: companies, users, revenue and activity of every store",
    async (period, expected) => {
      const db = runner();
      const expectedReport = { periodo: period, fim: "2030-06-19", ...expected };
      // the chart and the growth are sql-relatorios-periodos.ts's
      const cards = ({ pontos: _p, crescimento: _c, agrupamento: _a, ...rest }: Json) => rest;
      expect(cards(await call(db, DEMO_USER_IDS.admin, "relatorio_admin", period))).toEqual(expectedReport);
      expect(cards(await call(db, DEMO_USER_IDS.superadmin, "relatorio_admin", period))).toEqual(
        expectedReport,
      );
    },
  );

  it("refuses the admin report to every other account, and a store's report to accounts without a store", async () => {
    const db = runner();
    for (const user of [DEMO_USER_IDS.cliente, DEMO_USER_IDS.anunciante, U.dona, U.entregador]) {
      await expect(call(db, user, "relatorio_admin", "month")).rejects.toEqual(DENIED);
    }
    for (const user of [DEMO_USER_IDS.cliente, DEMO_USER_IDS.anunciante, DEMO_USER_IDS.admin]) {
      await expect(call(db, user, "relatorio_loja", "month")).rejects.toEqual(DENIED);
      await expect(call(db, user, "estatisticas_loja")).rejects.toEqual(DENIED);
    }
    for (const fn of ["estatisticas_loja()", "relatorio_loja('month')", "relatorio_admin('month')"]) {
      await expect(as(db, "anon", null, () => db.query(`select public.${fn}`))).rejects.toEqual(DENIED);
    }
  });

  it.each([
    ["2028-03-03T12:00:00-03:00", "2028-03-03"], // a leap year's week crosses 29 February
    ["2026-11-21T00:30:00-03:00", "2026-11-21"],
    ["2026-11-21T23:30:00-03:00", "2026-11-21"], // already the 22nd in UTC
  ])(
    "at %s, today is %s in São Paulo and each period spans lib/reports/periods.ts's days",
    async (agora, today) => {
      const db = runner();
      for (const period of REPORT_PERIODS) {
        const [row] = await asAfter(
          db,
          [["select set_config('vitrine.agora', $1, true)", [agora]]],
          "authenticated",
          DEMO_USER_IDS.admin,
          () => db.query<{ r: Json }>("select public.relatorio_admin($1) as r", [period]),
        );
        const { start, end } = periodRange(period, today);
        expect(row?.r, period).toMatchObject({ inicio: start, fim: end });
      }
    },
  );

  it("refuses a period that is not week, month, quarter or year", async () => {
    const db = runner();
    const invalid = expect.objectContaining({ code: "P0001", message: "periodo_invalido" });
    for (const periodo of ["semana", "", "WEEK"]) {
      await expect(call(db, U.dona, "relatorio_loja", periodo)).rejects.toEqual(invalid);
      await expect(call(db, DEMO_USER_IDS.admin, "relatorio_admin", periodo)).rejects.toEqual(invalid);
    }
  });

  it("keeps the helpers private and lets no one call the reports but signed-in users", async () => {
    const [grants] = await runner().query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.relatorio_admin(text)', 'execute') as anon_admin,
              has_function_privilege('anon', 'public.estatisticas_loja()', 'execute') as anon_stats,
              has_function_privilege('authenticated', 'public.relatorio_loja(text)', 'execute') as auth_report,
              has_function_privilege('authenticated', 'private.loja_do_relatorio()', 'execute') as auth_helper`,
    );
    expect(grants).toEqual({ anon_admin: false, anon_stats: false, auth_report: true, auth_helper: false });
  });
}
