-- What a checkout costs (product.md §4 Prices): one rule, written twice on purpose — here, where the order is
-- charged, and in lib/orders/pricing.ts, where checkout shows it — and proven equal by one table of cases run
-- against both (tests/orders/pricing-cases.ts).
--
-- Per store: subtotal = Σ price × quantity; delivery pays the store's own fee until the subtotal reaches
-- R$ 50,00, then nothing; pickup pays nothing. A coupon discounts one order of the checkout: its store's, or
-- for a marketplace coupon the eligible order it saves most on (the first in the cart on a tie). Percentages
-- round half up to the cent; an amount never exceeds the subtotal; free delivery takes the fee off.
--
-- p_lojas:  [{"loja_id": uuid, "taxa_entrega": n, "tipo_servico": text, "itens": [{"preco": n, "quantidade": n}]}]
-- p_cupom:  null or {"loja_id": uuid|null, "tipo_desconto", "valor_desconto", "pedido_minimo", "tipo_servico"}
-- returns:  {"lojas": [{"loja_id", "subtotal", "taxa_entrega", "desconto", "total"}], "cupom_loja_id",
--            "erro": null | cupom_so_entrega | cupom_outra_loja | cupom_tipo_servico | cupom_pedido_minimo,
--            "pedido_minimo"}
create or replace function private.calcular_precos(p_lojas jsonb, p_tipo_entrega text, p_cupom jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  frete_gratis_a_partir constant numeric := 50;
  lojas jsonb := '[]';
  loja jsonb;
  subtotal numeric;
  taxa numeric;
  desconto numeric;
  melhor_loja uuid;
  melhor_desconto numeric;
  elegiveis integer := 0;
  erro text;
begin
  for loja in select l.value from jsonb_array_elements(p_lojas) with ordinality as l (value, n) order by l.n loop
    select coalesce(sum(round((i.value ->> 'preco')::numeric, 2) * (i.value ->> 'quantidade')::integer), 0)
    into subtotal
    from jsonb_array_elements(loja -> 'itens') as i (value);
    taxa := case
      when p_tipo_entrega = 'retirada' then 0
      when subtotal >= frete_gratis_a_partir then 0
      else greatest(round((loja ->> 'taxa_entrega')::numeric, 2), 0)
    end;
    lojas := lojas || jsonb_build_array(jsonb_build_object(
      'loja_id', loja ->> 'loja_id', 'tipo_servico', loja ->> 'tipo_servico',
      'subtotal', subtotal, 'taxa_entrega', taxa, 'desconto', 0::numeric, 'total', subtotal + taxa
    ));
  end loop;

  if p_cupom is not null and jsonb_typeof(p_cupom) = 'object' then
    if p_cupom ->> 'tipo_desconto' = 'frete_gratis' and p_tipo_entrega = 'retirada' then
      erro := 'cupom_so_entrega';
    else
      for loja in select l.value from jsonb_array_elements(lojas) with ordinality as l (value, n) order by l.n loop
        continue when p_cupom ->> 'loja_id' is not null and p_cupom ->> 'loja_id' <> loja ->> 'loja_id';
        continue when p_cupom ->> 'tipo_servico' is not null and p_cupom ->> 'tipo_servico' <> loja ->> 'tipo_servico';
        elegiveis := elegiveis + 1;
        subtotal := (loja ->> 'subtotal')::numeric;
        continue when subtotal < round((p_cupom ->> 'pedido_minimo')::numeric, 2);
        desconto := case p_cupom ->> 'tipo_desconto'
          when 'percentual' then round(subtotal * (p_cupom ->> 'valor_desconto')::numeric / 100, 2)
          when 'valor' then least(round((p_cupom ->> 'valor_desconto')::numeric, 2), subtotal)
          else (loja ->> 'taxa_entrega')::numeric
        end;
        if melhor_loja is null or desconto > melhor_desconto then
          melhor_loja := (loja ->> 'loja_id')::uuid;
          melhor_desconto := desconto;
        end if;
      end loop;
      if elegiveis = 0 then
        erro := case when p_cupom ->> 'loja_id' is not null then 'cupom_outra_loja' else 'cupom_tipo_servico' end;
      elsif melhor_loja is null then
        erro := 'cupom_pedido_minimo';
      end if;
    end if;
  end if;

  if melhor_loja is not null then
    select jsonb_agg(
      case when l.value ->> 'loja_id' = melhor_loja::text
        then l.value || jsonb_build_object(
          'desconto', melhor_desconto,
          'total', (l.value ->> 'subtotal')::numeric + (l.value ->> 'taxa_entrega')::numeric - melhor_desconto)
        else l.value
      end
      order by l.n
    )
    into lojas
    from jsonb_array_elements(lojas) with ordinality as l (value, n);
  end if;

  return jsonb_build_object(
    'lojas', (select coalesce(jsonb_agg(l.value - 'tipo_servico' order by l.n), '[]')
              from jsonb_array_elements(lojas) with ordinality as l (value, n)),
    'cupom_loja_id', melhor_loja,
    'erro', erro,
    'pedido_minimo', case when erro = 'cupom_pedido_minimo' then round((p_cupom ->> 'pedido_minimo')::numeric, 2) end
  );
end;
$$;

revoke all on function private.calcular_precos(jsonb, text, jsonb) from public;
grant execute on function private.calcular_precos(jsonb, text, jsonb) to service_role;

comment on function private.calcular_precos(jsonb, text, jsonb) is
  'Subtotal, taxa, desconto e total de cada loja de um checkout; a mesma regra de lib/orders/pricing.ts.';
