-- A customer's saved delivery addresses (product.md §3) and the payment method they prefer. Checkout offers
-- the addresses and snapshots the chosen one on the order, so editing or removing an address later never
-- changes where a past order went.

create table public.enderecos (
  id uuid primary key default gen_random_uuid(),
  cliente_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- 'Casa', 'Trabalho': how the customer tells their addresses apart
  rotulo text not null check (length(btrim(rotulo)) between 1 and 40),
  logradouro text not null check (length(btrim(logradouro)) between 1 and 120),
  numero text not null check (length(btrim(numero)) between 1 and 10),
  complemento text check (complemento is null or length(complemento) <= 60),
  bairro text not null check (length(btrim(bairro)) between 1 and 60),
  cidade text not null check (length(btrim(cidade)) between 1 and 60),
  -- the 26 states and the Federal District
  uf text not null check (uf in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
    'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'
  )),
  cep text not null check (cep ~ '^[0-9]{5}-[0-9]{3}$'),
  padrao boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.enderecos is 'Endereços de entrega salvos de cada cliente; o pedido guarda uma cópia do escolhido.';
comment on column public.enderecos.padrao is 'O endereço que o checkout escolhe primeiro; no máximo um por cliente.';

create index enderecos_cliente_id_idx on public.enderecos (cliente_id);
-- at most one default per customer; the trigger below keeps exactly one while any address exists
create unique index enderecos_um_padrao_idx on public.enderecos (cliente_id) where padrao;

create trigger enderecos_set_updated_at
before update on public.enderecos
for each row execute function private.set_updated_at();

-- A customer keeps at most this many addresses: a list the checkout can show whole.
create or replace function private.enderecos_limite() returns integer
language sql
immutable
set search_path = ''
as $$ select 10 $$;

-- Before a write: the first address becomes the default, a new default takes the place of the old one, and
-- an 11th address is refused. Definer, so it sees (and clears) the customer's other rows whoever writes.
create or replace function private.enderecos_antes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- the trigger's own updates of the customer's other rows (and the promotion after a removal) pass as they are
  if pg_trigger_depth() > 1 then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if (select count(*) from public.enderecos e where e.cliente_id = new.cliente_id) >= private.enderecos_limite() then
      raise exception 'limite_enderecos'
        using errcode = 'P0001', hint = private.enderecos_limite()::text,
              detail = format('Cada cliente guarda até %s endereços.', private.enderecos_limite());
    end if;
    if not exists (select 1 from public.enderecos e where e.cliente_id = new.cliente_id and e.padrao) then
      new.padrao := true;
    end if;
  elsif old.padrao and not new.padrao then
    -- the default is never simply switched off: another address becomes the default instead
    new.padrao := true;
  end if;
  if new.padrao then
    update public.enderecos e set padrao = false
    where e.cliente_id = new.cliente_id and e.padrao and e.id <> new.id;
  end if;
  return new;
end;
$$;

-- After removing the default, the newest remaining address becomes the default.
create or replace function private.enderecos_depois_remover() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.padrao then
    update public.enderecos e set padrao = true
    where e.id = (
      select e2.id from public.enderecos e2
      where e2.cliente_id = old.cliente_id
      order by e2.created_at desc, e2.id
      limit 1
    );
  end if;
  return old;
end;
$$;

revoke all on function private.enderecos_limite(), private.enderecos_antes(), private.enderecos_depois_remover()
  from public;

create trigger enderecos_antes_gravar
before insert or update on public.enderecos
for each row execute function private.enderecos_antes();

create trigger enderecos_depois_remover
after delete on public.enderecos
for each row execute function private.enderecos_depois_remover();

-- Column grants: a customer writes their own address fields; the owner column is set by its default.
revoke all on table public.enderecos from anon, authenticated, public;
grant select, delete on table public.enderecos to authenticated;
grant insert (rotulo, logradouro, numero, complemento, bairro, cidade, uf, cep, padrao)
  on table public.enderecos to authenticated;
grant update (rotulo, logradouro, numero, complemento, bairro, cidade, uf, cep, padrao)
  on table public.enderecos to authenticated;
grant all on table public.enderecos to service_role;

alter table public.enderecos enable row level security;

create policy "Cliente lê os próprios endereços"
on public.enderecos for select to authenticated
using (cliente_id = (select auth.uid()));

-- Only shoppers keep delivery addresses (a store's address is its own row in lojas).
create policy "Cliente cria os próprios endereços"
on public.enderecos for insert to authenticated
with check (cliente_id = (select auth.uid()) and (select private.current_account_type()) = 'cliente');

create policy "Cliente edita os próprios endereços"
on public.enderecos for update to authenticated
using (cliente_id = (select auth.uid()))
with check (cliente_id = (select auth.uid()));

create policy "Cliente remove os próprios endereços"
on public.enderecos for delete to authenticated
using (cliente_id = (select auth.uid()));

-- product.md §3: no card data is ever stored (no payment provider); the profile keeps only the method the
-- customer prefers, which checkout chooses first. Card payments are made on delivery, on the courier's machine.
alter table public.perfis
  add column pagamento_preferido text check (pagamento_preferido in ('credito', 'debito', 'pix'));

comment on column public.perfis.pagamento_preferido is
  'Forma de pagamento que o checkout escolhe primeiro: credito ou debito (na entrega) ou pix.';

grant update (pagamento_preferido) on table public.perfis to authenticated;
