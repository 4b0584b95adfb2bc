-- Orders (product.md §3 Order): one row per store of a checkout, its items as sold, and every status change.
-- Nobody inserts or updates these tables directly: public.fazer_pedido places orders and
-- public.mudar_status_pedido moves them (later migrations), both as security-definer functions that check
-- the caller and compute prices in the database. RLS only decides who reads.

-- The instant every order rule is judged at (open or closed, coupon validity). now(), unless the database
-- session set `vitrine.agora` (the SQL suite pins a Wednesday noon that way; a Data API client cannot set
-- it: PostgREST runs no SET a request asks for).
create or replace function private.agora() returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('vitrine.agora', true), '')::timestamptz, now())
$$;

-- product.md §4: open when the São Paulo time lies in [open, close) of that weekday and the day is not
-- flagged closed; a missing day is closed. The same rule as lib/store/opening-hours.ts isOpenAt.
create or replace function private.loja_aberta(horarios jsonb, instante timestamptz) returns boolean
language sql
stable
set search_path = ''
as $$
  with relogio as (
    select lower(trim(to_char(instante at time zone 'America/Sao_Paulo', 'FMDay'))) as dia,
           to_char(instante at time zone 'America/Sao_Paulo', 'HH24:MI') as hora
  )
  select coalesce((
    select not (d ->> 'closed')::boolean
           and r.hora collate "C" >= (d ->> 'open') collate "C"
           and r.hora collate "C" < (d ->> 'close') collate "C"
    from relogio r, lateral (select horarios -> r.dia) as x (d)
    where x.d is not null
  ), false)
$$;

revoke all on function private.agora(), private.loja_aberta(jsonb, timestamptz) from public;
grant execute on function private.agora(), private.loja_aberta(jsonb, timestamptz) to authenticated, service_role;

create table public.pedidos (
  id uuid primary key default gen_random_uuid(),
  -- set null: a removed account's orders stay in its stores' books, under the name copied below
  cliente_id uuid references auth.users (id) on delete set null,
  -- set null: a removed store's orders stay in its customers' history, under the name copied below
  loja_id uuid references public.lojas (id) on delete set null,
  status text not null default 'confirmado'
    check (status in ('confirmado', 'preparando', 'pronto', 'a_caminho', 'entregue', 'cancelado')),
  tipo_entrega text not null check (tipo_entrega in ('entrega', 'retirada')),
  -- credito and debito are paid on delivery (the courier's machine); pix before the store accepts
  pagamento text not null check (pagamento in ('credito', 'debito', 'pix')),
  subtotal numeric(10, 2) not null check (subtotal > 0),
  taxa_entrega numeric(10, 2) not null default 0 check (taxa_entrega >= 0),
  desconto numeric(10, 2) not null default 0 check (desconto >= 0),
  total numeric(10, 2) not null check (total >= 0),
  cupom_id uuid references public.cupons (id) on delete set null,
  cupom_codigo text,
  observacoes text not null default '' check (length(observacoes) <= 500),
  -- copies taken when the order is placed: what the store delivers to and whom it calls, whatever changes later
  cliente_nome text not null check (length(btrim(cliente_nome)) > 0),
  cliente_telefone text not null check (length(btrim(cliente_telefone)) >= 8),
  loja_nome text not null check (length(btrim(loja_nome)) > 0),
  endereco jsonb check (endereco is null or jsonb_typeof(endereco) = 'object'),
  tempo_min integer not null check (tempo_min > 0),
  tempo_max integer not null check (tempo_max >= tempo_min),
  motivo_cancelamento text check (motivo_cancelamento is null or length(btrim(motivo_cancelamento)) between 1 and 300),
  entregador_id uuid references auth.users (id) on delete set null,
  -- the checkout's key: the same key twice places the orders once (a double click, a retried request)
  chave_idempotencia uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (total = subtotal + taxa_entrega - desconto),
  check (desconto <= subtotal + taxa_entrega),
  check ((tipo_entrega = 'entrega') = (endereco is not null)),
  check (tipo_entrega = 'entrega' or taxa_entrega = 0),
  -- a store or an administrator always gives a reason; a customer cancelling a new order may not
  check (motivo_cancelamento is null or status = 'cancelado')
);

comment on table public.pedidos is 'Pedidos: um por loja de cada checkout, com preços, taxa, desconto e total calculados no banco.';
comment on column public.pedidos.endereco is
  'Cópia do endereço de entrega no momento do pedido: {rotulo, logradouro, numero, complemento, bairro, cidade, uf, cep}.';
comment on column public.pedidos.chave_idempotencia is 'Chave do checkout: repetir a chave devolve os mesmos pedidos.';

create index pedidos_cliente_id_idx on public.pedidos (cliente_id, created_at desc);
create index pedidos_loja_id_idx on public.pedidos (loja_id, created_at desc);
create index pedidos_entregador_id_idx on public.pedidos (entregador_id) where entregador_id is not null;
create unique index pedidos_chave_loja_key on public.pedidos (cliente_id, chave_idempotencia, loja_id);

create trigger pedidos_set_updated_at
before update on public.pedidos
for each row execute function private.set_updated_at();

create table public.itens_pedido (
  id uuid primary key default gen_random_uuid(),
  pedido_id uuid not null references public.pedidos (id) on delete cascade,
  -- set null: a product removed from the catalogue stays on the orders that sold it, by name and price
  produto_id uuid references public.produtos (id) on delete set null,
  nome text not null check (length(btrim(nome)) > 0),
  preco_unitario numeric(10, 2) not null check (preco_unitario > 0),
  quantidade integer not null check (quantidade between 1 and 99),
  -- the cart's order, so the items read as the customer put them
  posicao integer not null default 0
);

comment on table public.itens_pedido is 'Itens de cada pedido com o nome e o preço unitário do momento da venda.';

create index itens_pedido_pedido_id_idx on public.itens_pedido (pedido_id, posicao);
create index itens_pedido_produto_id_idx on public.itens_pedido (produto_id);

create table public.eventos_pedido (
  id bigint generated always as identity primary key,
  pedido_id uuid not null references public.pedidos (id) on delete cascade,
  autor_id uuid references auth.users (id) on delete set null,
  -- who acted, as the order saw them: its customer, its store (owner), its courier, an administrator
  papel text not null check (papel in ('cliente', 'loja', 'entregador', 'admin')),
  de text check (de in ('confirmado', 'preparando', 'pronto', 'a_caminho', 'entregue', 'cancelado')),
  para text not null check (para in ('confirmado', 'preparando', 'pronto', 'a_caminho', 'entregue', 'cancelado')),
  motivo text,
  created_at timestamptz not null default now()
);

comment on table public.eventos_pedido is 'Cada mudança de status de um pedido: quem, quando, de, para e o motivo.';

create index eventos_pedido_pedido_id_idx on public.eventos_pedido (pedido_id, id);

-- Reads only: every write goes through the functions of the next migrations.
revoke all on table public.pedidos, public.itens_pedido, public.eventos_pedido from anon, authenticated, public;
grant select on table public.pedidos, public.itens_pedido, public.eventos_pedido to authenticated;
grant all on table public.pedidos, public.itens_pedido, public.eventos_pedido to service_role;

alter table public.pedidos enable row level security;
alter table public.itens_pedido enable row level security;
alter table public.eventos_pedido enable row level security;

-- The orders the caller may read, for the child tables' policies: definer, so it is one indexed lookup
-- instead of the pedidos policies evaluated again per row.
create or replace function private.pedido_visivel(pedido uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.pedidos p
    where p.id = pedido
      and (
        p.cliente_id = (select auth.uid())
        or p.loja_id in (select private.my_lojas())
        or (select private.is_admin())
      )
  )
$$;

revoke all on function private.pedido_visivel(uuid) from public;
grant execute on function private.pedido_visivel(uuid) to authenticated, service_role;

create policy "Cliente lê os próprios pedidos"
on public.pedidos for select to authenticated
using (cliente_id = (select auth.uid()));

create policy "Membros da loja leem os pedidos da loja"
on public.pedidos for select to authenticated
using (loja_id in (select private.my_lojas()));

create policy "Administradores leem todos os pedidos"
on public.pedidos for select to authenticated
using ((select private.is_admin()));

create policy "Quem lê o pedido lê os itens"
on public.itens_pedido for select to authenticated
using (private.pedido_visivel(pedido_id));

create policy "Quem lê o pedido lê o histórico"
on public.eventos_pedido for select to authenticated
using (private.pedido_visivel(pedido_id));
