-- A store's discount coupons (as /company/cupons shows them): the store's members and administrators read
-- them, the owner creates, edits, switches and deletes them.
--
-- Not public: no public screen lists a store's coupons (the home's 'Copiar código' banners are the
-- marketplace's own coupons, not a store's), and a public read would let anyone list every code with its
-- minimum and usage. Checkout (real orders) should check one code at a time in a server-side function.

create table public.cupons (
  id uuid primary key default gen_random_uuid(),
  loja_id uuid not null references public.lojas (id) on delete cascade,
  -- lib/company/coupon-rules.ts: 4 to 20 upper-case letters and digits, so unique per store in any case
  codigo text not null check (codigo ~ '^[A-Z0-9]{4,20}$'),
  descricao text not null check (length(btrim(descricao)) between 1 and 120),
  tipo_desconto text not null check (tipo_desconto in ('percentual', 'valor')),
  valor_desconto numeric(10, 2) not null check (valor_desconto > 0),
  pedido_minimo numeric(10, 2) not null default 0 check (pedido_minimo >= 0),
  inicio date not null,
  fim date not null,
  usos integer not null default 0 check (usos >= 0),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (loja_id, codigo),
  -- a percentage is a whole number from 1 to 100
  check (tipo_desconto = 'valor' or (valor_desconto = trunc(valor_desconto) and valor_desconto <= 100)),
  check (fim > inicio)
);

comment on table public.cupons is 'Cupons de desconto de cada loja: percentual ou valor em R$, com pedido mínimo e validade.';
comment on column public.cupons.usos is 'Pedidos que usaram o cupom; contados pelo sistema, nunca pelo dono.';

create trigger cupons_set_updated_at
before update on public.cupons
for each row execute function private.set_updated_at();

-- Column grants: the owner never moves a coupon to another store nor sets its usage.
revoke all on table public.cupons from anon, authenticated, public;
grant select on table public.cupons to authenticated;
grant insert (loja_id, codigo, descricao, tipo_desconto, valor_desconto, pedido_minimo, inicio, fim, ativo)
  on table public.cupons to authenticated;
grant update (codigo, descricao, tipo_desconto, valor_desconto, pedido_minimo, inicio, fim, ativo)
  on table public.cupons to authenticated;
grant delete on table public.cupons to authenticated;
grant all on table public.cupons to service_role;

alter table public.cupons enable row level security;

create policy "Membros leem os cupons da própria loja"
on public.cupons for select to authenticated
using (loja_id in (select private.my_lojas()));

create policy "Administradores leem todos os cupons"
on public.cupons for select to authenticated
using ((select private.is_admin()));

create policy "Donos criam cupons na própria loja"
on public.cupons for insert to authenticated
with check (loja_id in (select private.my_lojas('dono')));

create policy "Donos editam os cupons da própria loja"
on public.cupons for update to authenticated
using (loja_id in (select private.my_lojas('dono')))
with check (loja_id in (select private.my_lojas('dono')));

create policy "Donos removem os cupons da própria loja"
on public.cupons for delete to authenticated
using (loja_id in (select private.my_lojas('dono')));
