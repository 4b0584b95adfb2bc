-- Placing an order (product.md §4 Checkout) is one call: public.fazer_pedido, run through the Data API as
-- the signed-in customer. It reads prices, fees and coupons from the tables, checks every rule at that
-- instant, and writes one order per store with its items and first event, or nothing. The browser's
-- numbers are never trusted: an expected total it sends can only make the call refuse (prices changed),
-- never change what is charged.
--
-- Refusals are exceptions with a stable message the app maps to Portuguese, and the id of the line,
-- store or coupon concerned in `detail` (SQLSTATE P0001, a 400 from the Data API):
--   apenas_clientes (42501), chave_obrigatoria, tipo_entrega_invalido, pagamento_invalido,
--   observacoes_longas, carrinho_vazio, carrinho_grande, item_invalido, item_repetido,
--   quantidade_invalida, produto_nao_encontrado, loja_indisponivel, produto_indisponivel, loja_fechada,
--   endereco_obrigatorio, telefone_obrigatorio, cupom_nao_encontrado, cupom_inativo, cupom_ainda_nao_vale,
--   cupom_expirado, cupom_fora_do_dia, cupom_primeiro_pedido, cupom_so_entrega, cupom_outra_loja,
--   cupom_tipo_servico, cupom_pedido_minimo, total_mudou.

-- The coupon `codigo` names for a checkout at `lojas`, if `cliente` may use it at `instante`: a store's own
-- coupon first, else the marketplace's. Raises the refusal otherwise. Cart-dependent rules (minimum, which
-- order) are private.calcular_precos's.
create or replace function private.cupom_para(cliente uuid, codigo text, lojas uuid[], instante timestamptz)
returns public.cupons
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  cupom public.cupons;
  local timestamp := instante at time zone 'America/Sao_Paulo';
begin
  select c.* into cupom
  from public.cupons c
  where c.codigo = upper(btrim(cupom_para.codigo)) and (c.loja_id is null or c.loja_id = any (lojas))
  order by c.loja_id is null, c.loja_id
  limit 1;
  if not found then
    -- a code of a store not in the cart: say so (validar_cupom answers the same, store by store, anyway)
    if exists (select 1 from public.cupons c where c.codigo = upper(btrim(cupom_para.codigo)) and c.loja_id is not null) then
      raise exception 'cupom_outra_loja' using errcode = 'P0001', detail = upper(btrim(cupom_para.codigo));
    end if;
    raise exception 'cupom_nao_encontrado' using errcode = 'P0001', detail = upper(btrim(cupom_para.codigo));
  end if;
  if not cupom.ativo then
    raise exception 'cupom_inativo' using errcode = 'P0001', detail = cupom.codigo;
  end if;
  if local::date < cupom.inicio then
    raise exception 'cupom_ainda_nao_vale' using errcode = 'P0001', detail = cupom.codigo, hint = cupom.inicio::text;
  end if;
  if local::date > cupom.fim then
    raise exception 'cupom_expirado' using errcode = 'P0001', detail = cupom.codigo, hint = cupom.fim::text;
  end if;
  if cupom.dias_semana is not null and extract(isodow from local)::smallint <> all (cupom.dias_semana) then
    raise exception 'cupom_fora_do_dia' using errcode = 'P0001', detail = cupom.codigo,
      hint = array_to_string(cupom.dias_semana, ',');
  end if;
  if cupom.primeiro_pedido and exists (
    select 1 from public.pedidos p
    where p.cliente_id = cliente and p.status <> 'cancelado'
      and (cupom.loja_id is null or p.loja_id = cupom.loja_id)
  ) then
    raise exception 'cupom_primeiro_pedido' using errcode = 'P0001', detail = cupom.codigo;
  end if;
  return cupom;
end;
$$;

revoke all on function private.cupom_para(uuid, text, uuid[], timestamptz) from public;

-- The orders a checkout key created, as fazer_pedido answers: {"pedidos": [{"id", "loja_id", "total"}]}.
create or replace function private.pedidos_da_chave(cliente uuid, chave uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('pedidos', coalesce(jsonb_agg(
    jsonb_build_object('id', p.id, 'loja_id', p.loja_id, 'total', p.total) order by p.loja_nome, p.id
  ), '[]'))
  from public.pedidos p
  where p.cliente_id = cliente and p.chave_idempotencia = chave
$$;

revoke all on function private.pedidos_da_chave(uuid, uuid) from public;

-- 'Aplicar' at checkout: the coupon's terms when the signed-in customer may use it with these stores today,
-- so the summary shows the discount the order will get (computed by lib/orders/pricing.ts). Only terms of
-- a code the customer typed are returned; nobody can list a store's coupons.
create or replace function public.validar_cupom(p_codigo text, p_lojas uuid[]) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  cupom public.cupons;
begin
  if auth.uid() is null or private.current_account_type() is distinct from 'cliente' then
    raise exception 'apenas_clientes' using errcode = '42501';
  end if;
  if p_codigo is null or btrim(p_codigo) = '' or length(p_codigo) > 40 then
    raise exception 'cupom_nao_encontrado' using errcode = 'P0001';
  end if;
  if p_lojas is null or cardinality(p_lojas) = 0 or cardinality(p_lojas) > 50 then
    raise exception 'carrinho_vazio' using errcode = 'P0001';
  end if;
  cupom := private.cupom_para(auth.uid(), p_codigo, p_lojas, private.agora());
  return jsonb_build_object(
    'codigo', cupom.codigo, 'descricao', cupom.descricao, 'loja_id', cupom.loja_id,
    'tipo_desconto', cupom.tipo_desconto, 'valor_desconto', cupom.valor_desconto,
    'pedido_minimo', cupom.pedido_minimo, 'tipo_servico', cupom.tipo_servico
  );
end;
$$;

revoke all on function public.validar_cupom(text, uuid[]) from public, anon;
grant execute on function public.validar_cupom(text, uuid[]) to authenticated;

create or replace function public.fazer_pedido(
  p_itens jsonb,
  p_tipo_entrega text,
  p_pagamento text,
  p_chave uuid,
  p_endereco_id uuid default null,
  p_observacoes text default '',
  p_cupom text default null,
  p_total_esperado numeric default null
) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  agora timestamptz := private.agora();
  itens jsonb := '[]';
  item record;
  linha record;
  loja record;
  perfil record;
  cliente_nome text;
  endereco jsonb;
  cupom public.cupons;
  cupom_json jsonb;
  lojas_json jsonb;
  precos jsonb;
  preco jsonb;
  novo uuid;
  total_geral numeric;
begin
  if uid is null or private.current_account_type() is distinct from 'cliente' then
    raise exception 'apenas_clientes' using errcode = '42501', detail = 'Só clientes fazem pedidos.';
  end if;
  if p_chave is null then
    raise exception 'chave_obrigatoria' using errcode = 'P0001';
  end if;

  -- One checkout per key at a time: a repeat waits for the first call, then answers with its orders.
  perform pg_advisory_xact_lock(hashtextextended('fazer_pedido:' || uid::text || ':' || p_chave::text, 0));
  if exists (select 1 from public.pedidos p where p.cliente_id = uid and p.chave_idempotencia = p_chave) then
    return private.pedidos_da_chave(uid, p_chave);
  end if;

  if p_tipo_entrega is null or p_tipo_entrega not in ('entrega', 'retirada') then
    raise exception 'tipo_entrega_invalido' using errcode = 'P0001';
  end if;
  if p_pagamento is null or p_pagamento not in ('credito', 'debito', 'pix') then
    raise exception 'pagamento_invalido' using errcode = 'P0001';
  end if;
  if length(coalesce(p_observacoes, '')) > 500 then
    raise exception 'observacoes_longas' using errcode = 'P0001';
  end if;
  if jsonb_typeof(p_itens) is distinct from 'array' or jsonb_array_length(p_itens) = 0 then
    raise exception 'carrinho_vazio' using errcode = 'P0001';
  end if;
  if jsonb_array_length(p_itens) > 50 then
    raise exception 'carrinho_grande' using errcode = 'P0001', hint = '50';
  end if;

  -- The lines, checked in the cart's order, so the first refusal names the first line concerned.
  for item in select e.value, e.n from jsonb_array_elements(p_itens) with ordinality as e (value, n) order by e.n loop
    if jsonb_typeof(item.value) is distinct from 'object'
       or jsonb_typeof(item.value -> 'produto_id') is distinct from 'string'
       or (item.value ->> 'produto_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or jsonb_typeof(item.value -> 'quantidade') is distinct from 'number' then
      raise exception 'item_invalido' using errcode = 'P0001', detail = item.n::text;
    end if;
    if (item.value ->> 'quantidade') !~ '^[0-9]{1,2}$' or (item.value ->> 'quantidade')::integer not between 1 and 99 then
      raise exception 'quantidade_invalida' using errcode = 'P0001', detail = item.value ->> 'produto_id', hint = '99';
    end if;
    if exists (select 1 from jsonb_to_recordset(itens) as x (produto_id uuid) where x.produto_id = (item.value ->> 'produto_id')::uuid) then
      raise exception 'item_repetido' using errcode = 'P0001', detail = item.value ->> 'produto_id';
    end if;
    select p.id, p.nome, p.preco, p.disponivel, l.id as loja_id, l.status, l.ativa
    into linha
    from public.produtos p join public.lojas l on l.id = p.loja_id
    where p.id = (item.value ->> 'produto_id')::uuid;
    if not found then
      raise exception 'produto_nao_encontrado' using errcode = 'P0001', detail = item.value ->> 'produto_id';
    end if;
    if linha.status <> 'aprovada' or not linha.ativa then
      raise exception 'loja_indisponivel' using errcode = 'P0001', detail = linha.loja_id::text;
    end if;
    if not linha.disponivel then
      raise exception 'produto_indisponivel' using errcode = 'P0001', detail = linha.id::text;
    end if;
    itens := itens || jsonb_build_array(jsonb_build_object(
      'produto_id', linha.id, 'loja_id', linha.loja_id, 'nome', linha.nome, 'preco', linha.preco,
      'quantidade', (item.value ->> 'quantidade')::integer, 'posicao', item.n
    ));
  end loop;

  -- Each store, in the cart's order: open at this instant (São Paulo time).
  for loja in
    select l.id, l.horarios
    from public.lojas l
    join (select x.loja_id, min(x.posicao) as primeira from jsonb_to_recordset(itens) as x (loja_id uuid, posicao integer) group by x.loja_id) c
      on c.loja_id = l.id
    order by c.primeira
  loop
    if not private.loja_aberta(loja.horarios, agora) then
      raise exception 'loja_fechada' using errcode = 'P0001', detail = loja.id::text;
    end if;
  end loop;

  select p.nome_completo, p.nome_mostrado, p.telefone, p.email into perfil
  from public.perfis p where p.user_id = uid;
  if perfil.telefone is null or length(regexp_replace(perfil.telefone, '[^0-9]', '', 'g')) < 8 then
    raise exception 'telefone_obrigatorio' using errcode = 'P0001';
  end if;
  cliente_nome := coalesce(
    nullif(btrim(perfil.nome_completo), ''), nullif(btrim(perfil.nome_mostrado), ''),
    split_part(coalesce(perfil.email, ''), '@', 1), 'Cliente'
  );

  if p_tipo_entrega = 'entrega' then
    select jsonb_build_object(
      'rotulo', e.rotulo, 'logradouro', e.logradouro, 'numero', e.numero, 'complemento', e.complemento,
      'bairro', e.bairro, 'cidade', e.cidade, 'uf', e.uf, 'cep', e.cep
    ) into endereco
    from public.enderecos e
    where e.id = p_endereco_id and e.cliente_id = uid;
    if endereco is null then
      raise exception 'endereco_obrigatorio' using errcode = 'P0001';
    end if;
  end if;

  -- The stores as the price rule reads them, with their own fee and kind, in the cart's order.
  select jsonb_agg(jsonb_build_object(
    'loja_id', l.id, 'taxa_entrega', l.taxa_entrega, 'tipo_servico', l.tipo_servico, 'itens', c.itens
  ) order by c.primeira)
  into lojas_json
  from public.lojas l
  join (
    select x.loja_id, min(x.posicao) as primeira,
           jsonb_agg(jsonb_build_object('preco', x.preco, 'quantidade', x.quantidade) order by x.posicao) as itens
    from jsonb_to_recordset(itens) as x (loja_id uuid, preco numeric, quantidade integer, posicao integer)
    group by x.loja_id
  ) c on c.loja_id = l.id;

  if nullif(btrim(coalesce(p_cupom, '')), '') is not null then
    cupom := private.cupom_para(
      uid, p_cupom,
      (select array_agg(distinct x.loja_id) from jsonb_to_recordset(itens) as x (loja_id uuid)),
      agora
    );
    cupom_json := jsonb_build_object(
      'loja_id', cupom.loja_id, 'tipo_desconto', cupom.tipo_desconto, 'valor_desconto', cupom.valor_desconto,
      'pedido_minimo', cupom.pedido_minimo, 'tipo_servico', cupom.tipo_servico
    );
  end if;

  precos := private.calcular_precos(lojas_json, p_tipo_entrega, cupom_json);
  if precos ->> 'erro' is not null then
    raise exception '%', precos ->> 'erro' using errcode = 'P0001', detail = cupom.codigo,
      hint = coalesce(precos ->> 'pedido_minimo', '');
  end if;

  select sum((p.value ->> 'total')::numeric) into total_geral from jsonb_array_elements(precos -> 'lojas') as p (value);
  if p_total_esperado is not null and round(p_total_esperado, 2) <> total_geral then
    raise exception 'total_mudou' using errcode = 'P0001', detail = total_geral::text;
  end if;

  for preco in select p.value from jsonb_array_elements(precos -> 'lojas') as p (value) loop
    select l.id, l.nome, l.tempo_entrega_min, l.tempo_entrega_max into loja
    from public.lojas l where l.id = (preco ->> 'loja_id')::uuid;
    insert into public.pedidos (
      cliente_id, loja_id, status, tipo_entrega, pagamento, subtotal, taxa_entrega, desconto, total,
      cupom_id, cupom_codigo, observacoes, cliente_nome, cliente_telefone, loja_nome, endereco,
      tempo_min, tempo_max, chave_idempotencia
    ) values (
      uid, loja.id, 'confirmado', p_tipo_entrega, p_pagamento,
      (preco ->> 'subtotal')::numeric, (preco ->> 'taxa_entrega')::numeric, (preco ->> 'desconto')::numeric,
      (preco ->> 'total')::numeric,
      case when (precos ->> 'cupom_loja_id')::uuid = loja.id then cupom.id end,
      case when (precos ->> 'cupom_loja_id')::uuid = loja.id then cupom.codigo end,
      btrim(coalesce(p_observacoes, '')), cliente_nome, btrim(perfil.telefone), loja.nome, endereco,
      case when p_tipo_entrega = 'entrega' then loja.tempo_entrega_min else 20 end,
      case when p_tipo_entrega = 'entrega' then loja.tempo_entrega_max else 30 end,
      p_chave
    )
    returning id into novo;
    insert into public.itens_pedido (pedido_id, produto_id, nome, preco_unitario, quantidade, posicao)
    select novo, x.produto_id, x.nome, x.preco, x.quantidade, x.posicao
    from jsonb_to_recordset(itens) as x (produto_id uuid, loja_id uuid, nome text, preco numeric, quantidade integer, posicao integer)
    where x.loja_id = loja.id;
    insert into public.eventos_pedido (pedido_id, autor_id, papel, de, para)
    values (novo, uid, 'cliente', null, 'confirmado');
  end loop;

  if (precos ->> 'cupom_loja_id') is not null then
    update public.cupons c set usos = c.usos + 1 where c.id = cupom.id;
  end if;

  return private.pedidos_da_chave(uid, p_chave);
end;
$$;

revoke all on function public.fazer_pedido(jsonb, text, text, uuid, uuid, text, text, numeric) from public, anon;
grant execute on function public.fazer_pedido(jsonb, text, text, uuid, uuid, text, text, numeric) to authenticated;

comment on function public.fazer_pedido(jsonb, text, text, uuid, uuid, text, text, numeric) is
  'Faz os pedidos de um checkout (um por loja) com preços, taxas, cupom e totais calculados aqui; idempotente pela chave.';
