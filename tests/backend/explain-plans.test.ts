/**
 * Issue 24: every list and page the app reads through the Data API keeps to indexes at a city's size. On a real
 * PostgreSQL 15 (VITRINE_TEST_PG_URL; scripts/ci-postgres.sh prints one), the migrations + seed + a generated
 * city (bench/scale-seed.ts TEST_SCALE, then ANALYZE) are loaded, and each screen's query — written as the SQL
 * PostgREST sends for the app's supabase-js call, run as its caller with RLS on — is EXPLAINed: no sequential
 * scan of a big table may appear. Small reference tables (categorias, planos, tema, membros_loja...) may be scanned.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AFTER_CITY_SQL, cityId, citySql, TEST_SCALE } from "@/bench/scale-seed";
import { LOJA_COLUMNS, PRODUTO_COLUMNS } from "@/lib/catalog/rows";
import { COURIER_PEDIDO_COLUMNS } from "@/lib/courier/rows";
import { EVENTO_COLUMNS, ITEM_COLUMNS, PEDIDO_COLUMNS } from "@/lib/orders/rows";
import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import {
  readAuthSchema,
  readMigrations,
  readRealtimeSchema,
  readSeed,
  readStorageSchema,
} from "@/supabase/embedded/db";

import { seqScansOf, type PlanNode } from "./explain-plan-walk";

/** Tables that grow with the city: a sequential scan of one is a bug at 25,000 products / 50,000 orders. */
const BIG_TABLES = [
  "lojas",
  "produtos",
  "pedidos",
  "itens_pedido",
  "eventos_pedido",
  "perfis",
  "metricas_anuncio_dia",
  "visualizacoes_anuncio",
  "enderecos",
];

// The app's bounds (lib/data/orders.ts ORDER_LIST_LIMIT, courier.ts LIST_LIMIT, notices.ts NOTICE_ORDER_LIMIT).
const ORDER_LIST_LIMIT = 200;
const COURIER_LIST_LIMIT = 100;
const STORE_PRODUCTS_LIMIT = 500;
const ADMIN_PAGE = 25;

type Caller = { role: "anon" | "authenticated"; sub?: string };
type Case = {
  screen: string;
  caller: Caller;
  /** Plain SQL, as PostgREST builds it for the app's supabase-js call... */
  sql?: string;
  /** ...or a function the app calls with rpc(), planned statement by statement. */
  rpc?: { name: string; args: unknown[] };
  /** A big table this screen reads whole by its nature, with the reason (the only exceptions). */
  wholeTable?: { tables: string[]; why: string };
};

// The products found by the trigram index are joined to the listed stores (open first, product.md D13): at a
// city's 500 stores, hashing them all costs less than one index probe per product found, so the planner does.
const SEARCH_STORES = "a busca junta os produtos achados às lojas listadas (abertas primeiro), ~500 linhas";
// With no filter (/produtos), the page is found from the listed stores' counts of available products (their running
// sums, open first): the ~500 listed stores are read with their counts, then only the page's stores' products.
const LIST_STORES =
  "sem filtro, a página sai das contagens das lojas listadas (~500 linhas), e só as suas lojas são lidas";

// Each ad's all-time totals: one ad's days are spread over the table (a row a day), so for a few ads the planner
// reads the table once rather than jump to each row; an index carrying the counters would end the HOT updates
// that count every impression (public.registrar_impressao). Revisit when the table passes a few million rows.
const AD_TOTALS =
  "os totais de cada anúncio somam todos os seus dias; ler a tabela custa menos que saltar linha a linha";

const url = process.env.VITRINE_TEST_PG_URL;
const title = url
  ? "EXPLAIN of every Data API list at a city's size (VITRINE_TEST_PG_URL)"
  : "EXPLAIN of every Data API list: skipped, set VITRINE_TEST_PG_URL (scripts/ci-postgres.sh prints one)";

const cols = (list: string, table: string) =>
  list
    .split(",")
    .map((column) => `"public"."${table}"."${column.trim()}"`)
    .join(", ");
const list = (ids: readonly string[]) => ids.map((id) => `'${id}'`).join(", ");

describe.skipIf(!url)(title, () => {
  const database = `vitrine_explain_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  let db: pg.Client;

  const store = cityId("loja", 7);
  const owner = cityId("owner", 7);
  const customer = cityId("customer", 3);
  const product = cityId("produto", 7);
  let customerOrders: string[] = [];
  let storeOrders: string[] = [];
  let order = "";

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const target = new URL(url!);
    target.pathname = `/${database}`;
    db = new pg.Client({ connectionString: target.href });
    await db.connect();
    // plans of the statements inside rpc() functions (plansOf); a superuser-only LOAD, once per session
    await db.query("load 'auto_explain'");
    await db.query(readAuthSchema());
    await db.query(readStorageSchema());
    await db.query(readRealtimeSchema());
    for (const migration of readMigrations()) await db.query(migration.sql);
    await db.query(readSeed());
    await db.query(citySql(TEST_SCALE));
    await db.query(AFTER_CITY_SQL);
    const ids = async (sql: string, params: unknown[]) =>
      (await db.query<{ id: string }>(sql, params)).rows.map((row) => row.id);
    customerOrders = await ids(
      "select id from public.pedidos where cliente_id = $1 order by created_at desc limit 50",
      [customer],
    );
    storeOrders = await ids(
      "select id from public.pedidos where loja_id = $1 order by created_at desc limit 200",
      [store],
    );
    order = customerOrders[0]!;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  const anon: Caller = { role: "anon" };
  const asCustomer: Caller = { role: "authenticated", sub: customer };
  const asOwner: Caller = { role: "authenticated", sub: owner };
  const asCourier: Caller = { role: "authenticated", sub: DEMO_USER_IDS.entregador };
  const asAdmin: Caller = { role: "authenticated", sub: DEMO_USER_IDS.admin };
  const asAdvertiser: Caller = { role: "authenticated", sub: cityId("advertiser", 1) };

  const cases = (): Case[] => [
    {
      screen: "Vitrine: lojas em ordem de catálogo (início, /lojas)",
      caller: anon,
      sql: `select ${cols(LOJA_COLUMNS, "lojas")} from "public"."lojas" where "public"."lojas"."status" = 'aprovada' and "public"."lojas"."ativa" order by "public"."lojas"."created_at" asc, "public"."lojas"."id" asc limit 24`,
    },
    {
      screen: "Página da loja: a loja",
      caller: anon,
      sql: `select ${cols(LOJA_COLUMNS, "lojas")} from "public"."lojas" where "public"."lojas"."id" = '${store}'`,
    },
    {
      screen: "Página da loja: seus produtos por nome",
      caller: anon,
      sql: `select ${cols(PRODUTO_COLUMNS, "produtos")} from "public"."produtos" where "public"."produtos"."loja_id" = '${store}' order by "public"."produtos"."nome" asc, "public"."produtos"."id" asc limit ${STORE_PRODUCTS_LIMIT}`,
    },
    {
      screen: "Página do produto",
      caller: anon,
      sql: `select ${cols(PRODUTO_COLUMNS, "produtos")} from "public"."produtos" where "public"."produtos"."id" = '${product}'`,
    },
    {
      screen: "Busca: produtos com termo acentuado (rpc buscar_produtos)",
      caller: anon,
      rpc: { name: "buscar_produtos", args: ["pão de queijo", null, 24, 0] },
      wholeTable: { tables: ["lojas"], why: SEARCH_STORES },
    },
    {
      screen: "Busca: produtos, segunda página (rpc buscar_produtos)",
      caller: anon,
      rpc: { name: "buscar_produtos", args: ["açaí", null, 24, 24] },
      wholeTable: { tables: ["lojas"], why: SEARCH_STORES },
    },
    {
      screen: "Início: produtos em destaque (rpc buscar_produtos so_destaques)",
      caller: anon,
      rpc: { name: "buscar_produtos", args: [null, null, 12, 0, new Date().toISOString(), true] },
      wholeTable: { tables: ["lojas"], why: SEARCH_STORES },
    },
    {
      screen: "Todos os produtos (/produtos), página 3 (rpc buscar_produtos sem termo)",
      caller: anon,
      rpc: { name: "buscar_produtos", args: [null, null, 24, 48] },
      wholeTable: { tables: ["lojas"], why: LIST_STORES },
    },
    {
      screen: "Todos os produtos (/produtos), uma página do fim do catálogo (rpc buscar_produtos sem termo)",
      caller: anon,
      rpc: { name: "buscar_produtos", args: [null, null, 24, 4_000] },
      wholeTable: { tables: ["lojas"], why: LIST_STORES },
    },
    {
      screen: "Busca: uma categoria, sem termo (rpc buscar_produtos)",
      caller: anon,
      rpc: { name: "buscar_produtos", args: [null, CATEGORY_IDS.farmacia, 24, 0] },
      wholeTable: { tables: ["lojas"], why: SEARCH_STORES },
    },
    {
      screen: "Busca: lojas (rpc buscar_lojas)",
      caller: anon,
      rpc: { name: "buscar_lojas", args: ["padaria", 24, 0] },
    },
    {
      screen: "Sitemap: a contagem do catálogo, que divide os arquivos (rpc contagem_vitrine)",
      caller: anon,
      rpc: { name: "contagem_vitrine", args: [] },
    },
    {
      screen: "Início: os cupons em destaque (rpc cupons_em_destaque)",
      caller: anon,
      rpc: { name: "cupons_em_destaque", args: [] },
    },
    {
      screen: "Admin: categorias, a quantidade de produtos de cada uma (rpc produtos_por_categoria)",
      caller: anon,
      rpc: { name: "produtos_por_categoria", args: [] },
    },
    {
      screen: "Admin: as permissões de quem entra (rpc minhas_permissoes)",
      caller: asAdmin,
      rpc: { name: "minhas_permissoes", args: [] },
    },
    {
      screen: "Admin: a equipe administrativa (rpc equipe_administrativa)",
      caller: asAdmin,
      rpc: { name: "equipe_administrativa", args: [] },
    },
    {
      screen: "Pedido do cliente: o entregador que o leva (rpc entregador_do_pedido)",
      caller: asCustomer,
      rpc: { name: "entregador_do_pedido", args: [order] },
    },
    {
      screen: "Avisos do cliente: quais dos recentes já foram lidos (rpc avisos_lidos_dentre)",
      caller: asCustomer,
      rpc: { name: "avisos_lidos_dentre", args: [customerOrders.slice(0, 20).map((id) => `pedido:${id}`)] },
    },
    {
      screen: "Sitemap: a primeira página (rpc mapa_do_site)",
      caller: anon,
      rpc: { name: "mapa_do_site", args: [null, null, null, 0, 1000] },
    },
    {
      screen: "Sitemap: a página depois de um produto no meio do catálogo (rpc mapa_do_site, cursor)",
      caller: anon,
      rpc: {
        name: "mapa_do_site",
        args: ["produto", null, cityId("produto", TEST_SCALE.products / 2), 0, 1000],
      },
    },
    {
      screen: "Sitemap: a primeira página de um arquivo além do primeiro (rpc mapa_do_site, pular)",
      caller: anon,
      rpc: { name: "mapa_do_site", args: [null, null, null, TEST_SCALE.products / 2, 1000] },
      wholeTable: {
        tables: ["produtos"],
        why: "um arquivo além do primeiro começa pulando as linhas dos anteriores, uma leitura por arquivo",
      },
    },
    {
      screen: "Meus pedidos (cliente)",
      caller: asCustomer,
      sql: `select ${cols(PEDIDO_COLUMNS, "pedidos")} from "public"."pedidos" where "public"."pedidos"."cliente_id" = '${customer}' order by "public"."pedidos"."created_at" desc, "public"."pedidos"."id" asc limit ${ORDER_LIST_LIMIT}`,
    },
    {
      screen: "Meus pedidos: itens dos pedidos listados",
      caller: asCustomer,
      sql: `select ${cols(ITEM_COLUMNS, "itens_pedido")} from "public"."itens_pedido" where "public"."itens_pedido"."pedido_id" = any('{${customerOrders.join(",")}}'::uuid[])`,
    },
    {
      screen: "Avisos do cliente: histórico dos pedidos recentes",
      caller: asCustomer,
      sql: `select ${cols(EVENTO_COLUMNS, "eventos_pedido")} from "public"."eventos_pedido" where "public"."eventos_pedido"."pedido_id" in (${list(customerOrders)}) order by "public"."eventos_pedido"."id" asc`,
    },
    {
      screen: "Acompanhar pedido: o pedido",
      caller: asCustomer,
      sql: `select ${cols(PEDIDO_COLUMNS, "pedidos")} from "public"."pedidos" where "public"."pedidos"."id" = '${order}'`,
    },
    {
      screen: "Acompanhar pedido: itens",
      caller: asCustomer,
      sql: `select ${cols(ITEM_COLUMNS, "itens_pedido")} from "public"."itens_pedido" where "public"."itens_pedido"."pedido_id" = '${order}'`,
    },
    {
      screen: "Acompanhar pedido: histórico",
      caller: asCustomer,
      sql: `select ${cols(EVENTO_COLUMNS, "eventos_pedido")} from "public"."eventos_pedido" where "public"."eventos_pedido"."pedido_id" = '${order}' order by "public"."eventos_pedido"."id" asc`,
    },
    {
      screen: "Endereços do cliente",
      caller: asCustomer,
      sql: `select * from "public"."enderecos" where "public"."enderecos"."cliente_id" = '${customer}' order by "padrao" desc, "created_at" asc, "id" asc limit 20`,
    },
    {
      screen: "Painel da loja: a loja do usuário",
      caller: asOwner,
      sql: `select * from "public"."lojas" where "public"."lojas"."id" = '${store}'`,
    },
    {
      screen: "Pedidos da loja (dono)",
      caller: asOwner,
      sql: `select ${cols(PEDIDO_COLUMNS, "pedidos")} from "public"."pedidos" where "public"."pedidos"."loja_id" = '${store}' order by "public"."pedidos"."created_at" desc, "public"."pedidos"."id" asc limit ${ORDER_LIST_LIMIT}`,
    },
    {
      screen: "Pedidos da loja: itens",
      caller: asOwner,
      sql: `select ${cols(ITEM_COLUMNS, "itens_pedido")} from "public"."itens_pedido" where "public"."itens_pedido"."pedido_id" = any('{${storeOrders.join(",")}}'::uuid[])`,
    },
    {
      screen: "Produtos da loja (painel do dono)",
      caller: asOwner,
      sql: `select * from "public"."produtos" where "public"."produtos"."loja_id" = '${store}' order by "public"."produtos"."nome" asc limit ${STORE_PRODUCTS_LIMIT}`,
    },
    {
      screen: "Entregador: prontos para entrega nas suas lojas",
      caller: asCourier,
      sql: `select ${cols(COURIER_PEDIDO_COLUMNS, "pedidos")} from "public"."pedidos" where "public"."pedidos"."loja_id" in ('${DEMO_USER_IDS.empresa}', '${store}') and "public"."pedidos"."status" = 'pronto' and "public"."pedidos"."tipo_entrega" = 'entrega' order by "public"."pedidos"."updated_at" asc limit ${COURIER_LIST_LIMIT}`,
    },
    {
      screen: "Entregador: entregues por ele",
      caller: asCourier,
      sql: `select ${cols(COURIER_PEDIDO_COLUMNS, "pedidos")} from "public"."pedidos" where "public"."pedidos"."loja_id" in ('${DEMO_USER_IDS.empresa}', '${store}') and "public"."pedidos"."status" = 'entregue' and "public"."pedidos"."entregador_id" = '${DEMO_USER_IDS.entregador}' order by "public"."pedidos"."updated_at" desc limit ${COURIER_LIST_LIMIT}`,
    },
    {
      screen: "Painel da loja: números de hoje (rpc estatisticas_loja)",
      caller: asOwner,
      rpc: { name: "estatisticas_loja", args: [] },
    },
    {
      screen: "Relatórios da loja: último ano (rpc relatorio_loja)",
      caller: asOwner,
      rpc: { name: "relatorio_loja", args: ["year"] },
    },
    {
      screen: "Admin: relatórios do último mês (rpc relatorio_admin)",
      caller: asAdmin,
      rpc: { name: "relatorio_admin", args: ["month"] },
    },
    {
      screen: "Vitrine: o anúncio da vez (rpc anuncios_elegiveis)",
      caller: anon,
      rpc: { name: "anuncios_elegiveis", args: [] },
    },
    {
      screen: "Anunciante: campanhas (rpc campanhas_do_anunciante)",
      caller: asAdvertiser,
      rpc: { name: "campanhas_do_anunciante", args: [] },
    },
    {
      screen: "Anunciante: anúncios (rpc anuncios_do_anunciante)",
      caller: asAdvertiser,
      rpc: { name: "anuncios_do_anunciante", args: [] },
      wholeTable: { tables: ["metricas_anuncio_dia"], why: AD_TOTALS },
    },
    {
      screen: "Anunciante: relatório do último mês (rpc relatorio_anunciante)",
      caller: asAdvertiser,
      rpc: { name: "relatorio_anunciante", args: ["month"] },
    },
    {
      screen: "Anunciante: extrato (rpc extrato_anunciante)",
      caller: asAdvertiser,
      rpc: { name: "extrato_anunciante", args: [] },
    },
    {
      screen: "Admin: empresas, uma página das mais novas",
      caller: asAdmin,
      sql: `select ${cols(LOJA_COLUMNS, "lojas")} from "public"."lojas" order by "public"."lojas"."created_at" desc, "public"."lojas"."id" asc limit ${ADMIN_PAGE}`,
    },
  ];

  /**
   * The plans of `c` as its caller sees it (RLS on), in a rolled-back transaction. An rpc() is called for real with
   * auto_explain logging every statement it runs to this client (a function's body is opaque to EXPLAIN).
   */
  async function plansOf(c: Case): Promise<PlanNode[]> {
    const logged: PlanNode[] = [];
    const onNotice = (notice: { message?: string }) => {
      const json = notice.message?.split("plan:\n")[1];
      if (json) logged.push((JSON.parse(json) as { Plan: PlanNode }).Plan);
    };
    await db.query("begin");
    try {
      if (c.rpc) {
        // superuser settings first, then the caller's role: auto_explain reports every nested statement's plan
        await db.query("set local auto_explain.log_min_duration = 0");
        await db.query("set local auto_explain.log_nested_statements = on");
        await db.query("set local auto_explain.log_format = json");
        await db.query("set local client_min_messages = log");
      }
      await db.query(`set local role ${c.caller.role}`);
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify(c.caller.sub ? { sub: c.caller.sub, role: c.caller.role } : { role: c.caller.role }),
      ]);
      if (c.rpc) {
        db.on("notice", onNotice);
        const args = c.rpc.args.map((_, index) => `$${index + 1}`).join(", ");
        await db.query(`select * from public.${c.rpc.name}(${args})`, c.rpc.args);
        db.off("notice", onNotice);
        return logged;
      }
      // literal values in the statement: the custom plan PostgREST's first executions get
      const result = await db.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `explain (format json) ${c.sql!}`,
      );
      return [result.rows[0]!["QUERY PLAN"][0].Plan];
    } finally {
      db.off("notice", onNotice);
      await db.query("rollback");
    }
  }

  it("the generated city is loaded and analysed (the planner's statistics see its size)", async () => {
    const counts = await db.query<{ table: string; rows: number }>(
      `select relname as table, reltuples::int as rows from pg_class
       where relnamespace = 'public'::regnamespace and relname in ('produtos', 'pedidos', 'itens_pedido')`,
    );
    const rows = Object.fromEntries(counts.rows.map((row) => [row.table, row.rows]));
    expect(rows.produtos).toBeGreaterThanOrEqual(TEST_SCALE.products);
    expect(rows.pedidos).toBeGreaterThanOrEqual(TEST_SCALE.orders);
    expect(rows.itens_pedido).toBeGreaterThanOrEqual(TEST_SCALE.orders);
  });

  it("every screen's query reads the big tables through indexes, never a sequential scan", async () => {
    const found: string[] = [];
    for (const c of cases()) {
      const plans = await plansOf(c);
      if (plans.length === 0) found.push(`${c.screen}: nenhum plano lido`);
      const big = BIG_TABLES.filter((table) => !c.wholeTable?.tables.includes(table));
      const scans = plans.flatMap((plan) => seqScansOf(plan, big));
      if (scans.length > 0) found.push(`${c.screen}: Seq Scan em ${scans.join(", ")}`);
    }
    expect(found).toEqual([]);
  }, 60_000);
});
