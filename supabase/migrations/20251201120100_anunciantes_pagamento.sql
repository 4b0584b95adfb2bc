-- How an advertiser pays each month's invoice (plan + media), chosen on /advertiser/billing ('Forma de
-- pagamento'): Pix or boleto. No card is ever stored (there is no payment provider, product.md §3), so the
-- billing screen no longer shows a sample card: it shows what the advertiser chose. Each advertiser writes only
-- their own row (the existing anunciantes policies); the plan stays the service role's.

alter table public.anunciantes
  add column forma_pagamento text not null default 'pix' check (forma_pagamento in ('pix', 'boleto'));

comment on column public.anunciantes.forma_pagamento is
  'Como o anunciante paga a fatura de cada mês: pix ou boleto. Nenhum dado de cartão é guardado.';

grant insert (forma_pagamento), update (forma_pagamento) on table public.anunciantes to authenticated;
