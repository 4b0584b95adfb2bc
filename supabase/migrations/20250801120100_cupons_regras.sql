-- Coupons that checkout applies (product.md §4 Coupons): a store's own coupons, plus the marketplace's
-- coupons the home's banners advertise ('Copiar código'), which have no store. Rules beyond value, minimum
-- and validity: free delivery, weekdays, a service type (the pharmacies' coupon) and "first order only".

alter table public.cupons alter column loja_id drop not null;

comment on column public.cupons.loja_id is 'A loja do cupom; nulo num cupom da Vitrine, que vale em qualquer loja (ou nas do tipo_servico).';

alter table public.cupons drop constraint cupons_tipo_desconto_check;
alter table public.cupons add constraint cupons_tipo_desconto_check
  check (tipo_desconto in ('percentual', 'valor', 'frete_gratis'));

-- free delivery carries no value of its own (the order's fee is the discount): 0 there, > 0 otherwise
alter table public.cupons drop constraint cupons_valor_desconto_check;
alter table public.cupons add constraint cupons_valor_desconto_check
  check (case when tipo_desconto = 'frete_gratis' then valor_desconto = 0 else valor_desconto > 0 end);

alter table public.cupons
  -- ISO weekdays (1 Monday .. 7 Sunday) on which the coupon is accepted, São Paulo's calendar; null = every day
  add column dias_semana smallint[] check (
    dias_semana is null
    or (cardinality(dias_semana) between 1 and 7 and dias_semana <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[])
  ),
  -- only on the customer's first order (at this store; anywhere for a marketplace coupon), cancelled ones aside
  add column primeiro_pedido boolean not null default false,
  -- a marketplace coupon for one kind of store only (FARMACIA10); a store's coupon leaves it null
  add column tipo_servico text check (
    tipo_servico is null or (loja_id is null and tipo_servico in ('restaurante', 'mercado', 'farmacia'))
  );

comment on column public.cupons.dias_semana is 'Dias da semana (ISO: 1 segunda .. 7 domingo) em que o cupom vale; nulo = todos.';
comment on column public.cupons.primeiro_pedido is 'Vale só no primeiro pedido do cliente (na loja; em qualquer loja num cupom da Vitrine).';
comment on column public.cupons.tipo_servico is 'Cupom da Vitrine que vale só nas lojas desse tipo (restaurante, mercado, farmacia).';

-- A marketplace code is unique among marketplace coupons (a store's code is unique in its store).
create unique index cupons_vitrine_codigo_key on public.cupons (codigo) where loja_id is null;

-- The owner's grants gain the new rules; a store coupon never names a service type (the check above).
grant insert (dias_semana, primeiro_pedido) on table public.cupons to authenticated;
grant update (dias_semana, primeiro_pedido) on table public.cupons to authenticated;

-- Marketplace coupons are the administrators' to read; only the service role writes them (the store
-- policies already cover loja_id in the caller's stores, which a null never is).
