/**
 * A whole city's catalogue for the scale bench and the EXPLAIN test: stores, their owners, products, customers
 * and a year of orders with items and events, as one SQL script of bulk `insert … select generate_series`
 * (no row-by-row HTTP). Deterministic: every "random" figure is a hash of the row's number and a salt, so two
 * runs produce the same rows (ids are md5 uuids). Runs on PGlite and on PostgreSQL 15 as a superuser, after
 * the migrations and supabase/seed.sql (it reuses the seed's categories and store opening hours).
 *
 * Alone: `npx tsx bench/scale-seed.ts <data dir> [city|test|<stores>,<products>,<orders>]` creates (or tops up)
 * a separate embedded-backend data folder; it never touches .data/pglite unless asked by name.
 */
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";

export type CityScale = { stores: number; products: number; orders: number; customers: number };

/** Issue 24: 500 stores, 25,000 products, 50,000 orders over a year. */
export const CITY_SCALE: CityScale = { stores: 500, products: 25_000, orders: 50_000, customers: 5_000 };
/** Large enough that the planner prefers indexes, small enough for the EXPLAIN test to load in seconds. */
export const TEST_SCALE: CityScale = { stores: 500, products: 5_000, orders: 10_000, customers: 1_000 };

/** The uuid the script gives row `i` of `kind` ("loja", "produto", "owner", "customer", "pedido"): city_gen.id(). */
export function cityId(kind: string, i: number): string {
  const md5 = createHash("md5").update(`city-${kind}-${i}`).digest("hex");
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const STORE_KINDS = [
  ["Padaria", "restaurante"],
  ["Pizzaria", "restaurante"],
  ["Lanchonete", "restaurante"],
  ["Açaíteria", "restaurante"],
  ["Doceria", "restaurante"],
  ["Restaurante", "restaurante"],
  ["Empório", "mercado"],
  ["Mercado", "mercado"],
  ["Hortifrúti", "mercado"],
  ["Farmácia", "farmacia"],
] as const;
const STORE_NAMES = [
  "São João",
  "Bom Sabor",
  "Pão Quente",
  "Estrela da Manhã",
  "Central",
  "da Praça",
  "Boa Vista",
  "Jardim",
  "Sol Nascente",
  "Ipê Amarelo",
  "Conceição",
  "Nossa Senhora",
  "Coração de Minas",
  "Maré Alta",
  "Serra Azul",
];
const NEIGHBOURHOODS = [
  "Funcionários",
  "Savassi",
  "Lourdes",
  "Santa Efigênia",
  "Floresta",
  "Pampulha",
  "Sion",
];
const PRODUCT_BASES = [
  "Pão francês",
  "Pão de queijo",
  "Café coado",
  "Açaí na tigela",
  "Pastel de queijo",
  "Coxinha de frango",
  "Feijoada",
  "Moqueca de peixe",
  "Brigadeiro",
  "Suco de maracujá",
  "Tapioca de coco",
  "Empada de palmito",
  "Bolo de fubá",
  "Pudim de leite",
  "Guaraná",
  "Misto quente",
  "Pizza de calabresa",
  "Pizza margherita",
  "Picanha na chapa",
  "Frango à passarinho",
  "Pão de açúcar",
  "Requeijão cremoso",
  "Maçã gala",
  "Banana prata",
  "Limão taiti",
  "Sabonete de glicerina",
  "Protetor solar",
  "Vitamina C",
  "Água de coco",
  "Quindim",
];
const PRODUCT_TWISTS = [
  "artesanal",
  "caseiro",
  "da vovó",
  "tradicional",
  "especial",
  "integral",
  "sem glúten",
  "com requeijão",
  "à moda da casa",
  "gelado",
  "grande",
  "família",
  "orgânico",
  "zero açúcar",
];

const q = (text: string) => `'${text.replace(/'/g, "''")}'`;
const arr = (items: readonly string[]) => `array[${items.map(q).join(", ")}]`;

/** The SQL script that adds `scale` to a database holding the migrations and the seed. */
export function citySql(scale: CityScale): string {
  const { stores, products, orders, customers } = scale;
  const perStore = Math.max(1, Math.floor(products / stores));
  const advertisers = Math.max(10, Math.round(stores / 10));
  return `
-- bulk load: no per-row triggers (the realtime broadcast, the plan's product limit) and no FK re-checks
set session_replication_role = replica;
create schema if not exists city_gen;
-- a deterministic "random" integer in [0, n): the same row and salt always give the same value
create or replace function city_gen.r(salt text, i bigint, n int) returns int
language sql immutable as $$ select ((hashtext(salt || ':' || i)::bigint & 2147483647) % n)::int $$;
create or replace function city_gen.id(kind text, i bigint) returns uuid
language sql immutable as $$
  -- an RFC 4122 shape (version 4, variant 8): the app's routes accept only such ids
  select overlay(overlay(md5('city-' || kind || '-' || i) placing '4' from 13) placing '8' from 17)::uuid
$$;
-- product p's price, the same in the catalogue and on the orders that sold it
create or replace function city_gen.preco(p bigint) returns numeric
language sql immutable as $$ select (4.5 + city_gen.r('preco', p, 9000) / 100.0)::numeric(10, 2) $$;

-- the owners sign in with the demo accounts' password (the bench reads their store's report)
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at)
select city_gen.id('owner', i), 'authenticated', 'authenticated', 'dono' || i || '@cidade.example',
  (select encrypted_password from auth.users where email = 'empresa@vitrine.example'),
  now(), now() - interval '400 days', now() - interval '400 days'
from generate_series(1, ${stores}) i
union all
select city_gen.id('customer', i), 'authenticated', 'authenticated', 'cliente' || i || '@cidade.example', null,
  now(), now() - interval '400 days', now() - interval '400 days'
from generate_series(1, ${customers}) i
on conflict do nothing;

-- accounts created over 400 days (the admin report counts the new ones of each period)
insert into public.perfis (user_id, tipo_conta, nome_mostrado, email, nome_completo, telefone, created_at)
select city_gen.id('owner', i), 'empresa', 'Dono cidade ' || i, 'dono' || i || '@cidade.example',
  'Dono da loja ' || i, '(31) 3' || lpad(i::text, 3, '0') || '-0000', now() - interval '400 days' + i * interval '10 minutes'
from generate_series(1, ${stores}) i
union all
select city_gen.id('customer', i), 'cliente', 'Cliente cidade ' || i, 'cliente' || i || '@cidade.example',
  'Cliente ' || i || ' da Silva', '(31) 9' || lpad(i::text, 4, '0') || '-0000', now() - city_gen.r('desde', i, 400) * interval '1 day'
from generate_series(1, ${customers}) i
on conflict do nothing;

with kinds as (select ${arr(STORE_KINDS.map(([name]) => name))} as names, ${arr(STORE_KINDS.map(([, kind]) => kind))} as types),
  cats as (select array_agg(id order by slug) as ids from public.categorias),
  hours as (select horarios from public.lojas where horarios <> '{}'::jsonb order by id limit 1)
insert into public.lojas (id, nome, descricao, telefone, tipo_servico, categoria_id, plano, avaliacao,
  tempo_entrega_min, tempo_entrega_max, taxa_entrega, logradouro, bairro, cidade, uf, cep, horarios, status, ativa,
  created_at, updated_at)
select city_gen.id('loja', i),
  kinds.names[1 + i % ${STORE_KINDS.length}] || ' ' || (${arr(STORE_NAMES)})[1 + city_gen.r('nome', i, ${STORE_NAMES.length})] || ' ' || i,
  'Loja ' || i || ' do catálogo da cidade: atendimento rápido, entrega no bairro e retirada no balcão.',
  '(31) 3' || lpad(i::text, 3, '0') || '-1000',
  kinds.types[1 + i % ${STORE_KINDS.length}],
  cats.ids[1 + city_gen.r('cat', i, coalesce(array_length(cats.ids, 1), 1))],
  (array['gratuito', 'basico', 'premium'])[1 + city_gen.r('plano', i, 3)],
  (30 + city_gen.r('nota', i, 21)) / 10.0,
  20 + 5 * city_gen.r('tempo', i, 4), 45 + 5 * city_gen.r('tempo', i, 4),
  (city_gen.r('taxa', i, 4) * 2.49)::numeric(10, 2),
  'Rua ' || (${arr(STORE_NAMES)})[1 + city_gen.r('rua', i, ${STORE_NAMES.length})] || ', ' || (10 + i),
  (${arr(NEIGHBOURHOODS)})[1 + city_gen.r('bairro', i, ${NEIGHBOURHOODS.length})],
  'Belo Horizonte', 'MG', '30' || lpad((i % 1000)::text, 3, '0') || '-000',
  coalesce((select horarios from hours), '{}'::jsonb),
  -- a few pending and rejected requests, a few stores their owner switched off
  case when i % 53 = 0 then 'pendente' when i % 97 = 0 then 'rejeitada' else 'aprovada' end,
  i % 41 <> 0,
  now() - interval '400 days' + i * interval '10 minutes', now() - interval '30 days'
from generate_series(1, ${stores}) i, kinds, cats
on conflict do nothing;

insert into public.membros_loja (loja_id, user_id, papel)
select city_gen.id('loja', i), city_gen.id('owner', i), 'dono' from generate_series(1, ${stores}) i
on conflict do nothing;

-- one address per customer (the checkout's and the profile's list)
insert into public.enderecos (id, cliente_id, rotulo, logradouro, numero, bairro, cidade, uf, cep, padrao)
select city_gen.id('endereco', i), city_gen.id('customer', i), 'Casa', 'Rua Paraíba', (i % 900 + 1)::text,
  (${arr(NEIGHBOURHOODS)})[1 + city_gen.r('cbairro', i, ${NEIGHBOURHOODS.length})], 'Belo Horizonte', 'MG', '30130-140', true
from generate_series(1, ${customers}) i
on conflict do nothing;

-- product p belongs to store 1 + (p - 1) % stores, so an order can pick its store's products by arithmetic
with cats as (select array_agg(id order by slug) as ids from public.categorias)
insert into public.produtos (id, loja_id, nome, descricao, preco, categoria_id, disponivel, destaque,
  visualizacoes, created_at, updated_at)
select city_gen.id('produto', p), city_gen.id('loja', 1 + (p - 1) % ${stores}),
  (${arr(PRODUCT_BASES)})[1 + city_gen.r('base', p, ${PRODUCT_BASES.length})] || ' '
    || (${arr(PRODUCT_TWISTS)})[1 + city_gen.r('twist', p, ${PRODUCT_TWISTS.length})],
  'Feito no dia, embalado com cuidado. Ingredientes selecionados, porção para ' || (1 + p % 4) || ' pessoa(s).',
  city_gen.preco(p),
  cats.ids[1 + city_gen.r('pcat', p, coalesce(array_length(cats.ids, 1), 1))],
  p % 17 <> 0, p % 23 = 0, city_gen.r('views', p, 5000),
  now() - interval '365 days' + (p % 365) * interval '1 day', now() - interval '10 days'
from generate_series(1, ${perStore * stores}) p, cats
on conflict do nothing;

-- orders: a year of them, two in three delivered, the rest cancelled or on their way; 1 to 3 items each
create table city_gen.o as
select o,
  1 + city_gen.r('loja', o, ${stores}) as loja,
  1 + (o - 1) % ${customers} as cliente,
  now() - city_gen.r('dia', o, 365) * interval '1 day' - city_gen.r('min', o, 1440) * interval '1 minute' as at,
  case when city_gen.r('status', o, 100) < 8 then 'cancelado'
       when city_gen.r('status', o, 100) < 10 then 'preparando' else 'entregue' end as status,
  city_gen.r('tipo', o, 4) <> 0 as entrega,
  1 + city_gen.r('n', o, 3) as n
from generate_series(1, ${orders}) o;

create table city_gen.i as
select o.o, k, (1 + (o.loja - 1) + city_gen.r('item', o.o * 4 + k, ${perStore}) * ${stores})::bigint as p,
  1 + city_gen.r('qtd', o.o * 4 + k, 3) as qtd
from city_gen.o o, generate_series(1, 3) k where k <= o.n;

insert into public.pedidos (id, cliente_id, loja_id, status, tipo_entrega, pagamento, subtotal, taxa_entrega,
  desconto, total, observacoes, cliente_nome, cliente_telefone, loja_nome, endereco, tempo_min, tempo_max,
  motivo_cancelamento, chave_idempotencia, created_at, updated_at)
select city_gen.id('pedido', o.o), city_gen.id('customer', o.cliente), l.id, o.status,
  case when o.entrega then 'entrega' else 'retirada' end,
  (array['credito', 'debito', 'pix'])[1 + city_gen.r('pag', o.o, 3)],
  s.subtotal, case when o.entrega then l.taxa_entrega else 0 end, 0,
  s.subtotal + case when o.entrega then l.taxa_entrega else 0 end,
  '', 'Cliente ' || o.cliente || ' da Silva', '(31) 9' || lpad(o.cliente::text, 4, '0') || '-0000', l.nome,
  case when o.entrega then jsonb_build_object('rotulo', 'Casa', 'logradouro', 'Rua Paraíba', 'numero', (o.cliente % 900)::text,
    'complemento', '', 'bairro', 'Funcionários', 'cidade', 'Belo Horizonte', 'uf', 'MG', 'cep', '30130-140') end,
  l.tempo_entrega_min, l.tempo_entrega_max,
  case when o.status = 'cancelado' then 'Loja fechada no horário.' end,
  city_gen.id('chave', o.o), o.at, o.at + interval '40 minutes'
from city_gen.o o
join public.lojas l on l.id = city_gen.id('loja', o.loja)
join (select i.o, sum(city_gen.preco(i.p) * i.qtd) as subtotal from city_gen.i i group by i.o) s on s.o = o.o
on conflict do nothing;

insert into public.itens_pedido (id, pedido_id, produto_id, nome, preco_unitario, quantidade, posicao)
select city_gen.id('item', i.o * 4 + i.k), city_gen.id('pedido', i.o), pr.id, pr.nome, city_gen.preco(i.p), i.qtd, i.k - 1
from city_gen.i i join public.produtos pr on pr.id = city_gen.id('produto', i.p)
on conflict do nothing;

-- each order's path through the statuses, as mudar_status_pedido records it
insert into public.eventos_pedido (pedido_id, autor_id, papel, de, para, motivo, created_at)
select city_gen.id('pedido', o.o),
  case when step.papel = 'cliente' then city_gen.id('customer', o.cliente) else city_gen.id('owner', o.loja) end,
  step.papel, step.de, step.para, case when step.para = 'cancelado' then 'Loja fechada no horário.' end,
  o.at + step.n * interval '8 minutes'
from city_gen.o o
cross join lateral (values
  (0, 'cliente', null, 'confirmado'),
  (1, 'loja', 'confirmado', case when o.status = 'cancelado' then 'cancelado' else 'preparando' end),
  (2, 'loja', 'preparando', 'pronto'),
  (3, 'loja', 'pronto', case when o.entrega then 'a_caminho' else 'entregue' end),
  (4, 'loja', 'a_caminho', 'entregue')
) as step(n, papel, de, para)
where not exists (select 1 from public.eventos_pedido e where e.pedido_id = city_gen.id('pedido', o.o))
  and (step.n = 0 or (step.n = 1) or (o.status = 'entregue' and (step.n <= 3 or o.entrega)));

-- advertisers (one for every ten stores), three campaigns of two ads each, a year of daily metrics per ad
insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
select city_gen.id('advertiser', i), 'authenticated', 'authenticated', 'anunciante' || i || '@cidade.example',
  now(), now() - interval '400 days', now() - interval '400 days'
from generate_series(1, ${advertisers}) i
on conflict do nothing;
insert into public.perfis (user_id, tipo_conta, nome_mostrado, email, nome_completo, created_at)
select city_gen.id('advertiser', i), 'anunciante', 'Anunciante cidade ' || i, 'anunciante' || i || '@cidade.example',
  'Anunciante ' || i, now() - interval '400 days'
from generate_series(1, ${advertisers}) i
on conflict do nothing;
insert into public.anunciantes (user_id, empresa, contato)
select city_gen.id('advertiser', i), 'Agência ' || i, 'Contato ' || i from generate_series(1, ${advertisers}) i
on conflict do nothing;
insert into public.campanhas (id, anunciante_id, nome, status, orcamento, cpc, data_inicio, data_fim, created_at)
select city_gen.id('campanha', c), city_gen.id('advertiser', 1 + (c - 1) / 3), 'Campanha de verão ' || c,
  case when c % 4 = 0 then 'pausada' else 'ativa' end, 5000, 0.50,
  current_date - 365 + (c % 3) * 100, current_date + 30 + (c % 3) * 30, now() - interval '365 days'
from generate_series(1, ${advertisers * 3}) c
on conflict do nothing;
insert into public.anuncios (id, campanha_id, anunciante_id, titulo, descricao, url_destino, status, created_at)
select city_gen.id('anuncio', a), city_gen.id('campanha', 1 + (a - 1) / 2), city_gen.id('advertiser', 1 + (a - 1) / 6),
  'Promoção da semana ' || a, 'Descontos em todo o bairro: peça já pelo Vitrine.', 'https://exemplo.com.br/oferta/' || a,
  case when a % 5 = 0 then 'pausado' else 'ativo' end, now() - interval '365 days'
from generate_series(1, ${advertisers * 6}) a
on conflict do nothing;
insert into public.metricas_anuncio_dia (anuncio_id, dia, impressoes, cliques, gasto)
select city_gen.id('anuncio', a), current_date - d, 50 + city_gen.r('imp', a * 400 + d, 200),
  city_gen.r('cli', a * 400 + d, 10), city_gen.r('cli', a * 400 + d, 10) * 0.50
from generate_series(1, ${advertisers * 6}) a, generate_series(1, 365) d
on conflict do nothing;

drop schema city_gen cascade;
-- each store's counts of products and available products, and of its products per category, which the triggers
-- skipped above keep (/produtos, the catalogue's count and the back office's 'Qtd' read them)
select private.recontar_disponiveis();
select private.recontar_por_categoria();
set session_replication_role = origin;
`;
}

/**
 * After the load: statistics for the planner and the visibility map (index-only scans), as autovacuum leaves a
 * production database. A statement of its own: VACUUM refuses to run inside a multi-statement script.
 */
export const AFTER_CITY_SQL = "vacuum analyze";

type Runner = { exec: (sql: string) => Promise<unknown> };

/** Loads `scale` into a database that has the migrations and the seed. */
export async function seedCity(db: Runner, scale: CityScale = CITY_SCALE): Promise<void> {
  await db.exec(citySql(scale));
  await db.exec(AFTER_CITY_SQL);
}

/** `<stores>,<products>,<orders>` or a named scale. */
export function parseScale(arg: string | undefined): CityScale {
  if (!arg || arg === "city") return CITY_SCALE;
  if (arg === "test") return TEST_SCALE;
  const [stores, products, orders] = arg.split(",").map(Number);
  if (!stores || !products || !orders) throw new Error(`escala inválida: ${arg}`);
  return { stores, products, orders, customers: Math.max(50, Math.round(orders / 10)) };
}

/** Creates (migrations + seed) or opens a separate data folder and adds the city to it. */
export async function seedCityDataDir(dataDir: string, scale: CityScale = CITY_SCALE): Promise<void> {
  const { openDatabase } = await import("@/supabase/embedded/db");
  const { db } = await openDatabase(dataDir);
  try {
    await seedCity(db, scale);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dataDir, scaleArg] = process.argv.slice(2);
  if (!dataDir) {
    console.error("uso: npx tsx bench/scale-seed.ts <pasta de dados> [city|test|lojas,produtos,pedidos]");
    process.exit(2);
  }
  const started = performance.now();
  seedCityDataDir(dataDir, parseScale(scaleArg)).then(
    () => console.log(`cidade gerada em ${dataDir} (${Math.round(performance.now() - started)} ms)`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
