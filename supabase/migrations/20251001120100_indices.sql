-- Issue 24: the indexes a city's catalogue (500 stores, 25,000 products, 50,000 orders a year) needs so that
-- every list and page the app reads keeps to indexes (tests/backend/explain-plans.test.ts EXPLAINs each screen's
-- query on PostgreSQL 15 over a generated city). Only the missing ones: the foreign keys used in filters and
-- joins (pedidos by store/customer and date, items and events by order, campaigns and ads by advertiser,
-- metrics by day, a store's products by name) already have theirs.

-- The product policy "Todos leem os produtos das lojas aprovadas" (loja_id in the approved stores) is planned as
-- one hashed list of the approved stores' ids per request: read from this narrow index, not the whole of lojas.
create index if not exists lojas_aprovadas_id_idx on public.lojas (id) where status = 'aprovada';

-- The administrators' store list, newest first, a page at a time (lib/data/admin.ts).
create index if not exists lojas_created_at_idx on public.lojas (created_at desc, id);

-- Removing a coupon sets pedidos.cupom_id to null: without this, every removal scans all the orders.
create index if not exists pedidos_cupom_id_idx on public.pedidos (cupom_id) where cupom_id is not null;

-- Removing an account (LGPD) sets eventos_pedido.autor_id to null: without this, it scans every order event.
create index if not exists eventos_pedido_autor_id_idx on public.eventos_pedido (autor_id) where autor_id is not null;

-- The admin report counts the accounts created in each period and each bar of its chart (public.relatorio_admin).
create index if not exists perfis_created_at_idx on public.perfis (created_at);

-- The home's featured products (public.buscar_produtos with so_destaques and no term): read from this small
-- covering index (id, store, name) instead of every product; the page's rows are then fetched by id.
create index if not exists produtos_destaques_idx on public.produtos (loja_id, nome, id) where destaque and disponivel;
