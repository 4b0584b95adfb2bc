-- How many ratings a store's average (lojas.avaliacao) is made of, for the store page's schema.org
-- AggregateRating.ratingCount. Like the average, only the service role sets it (no reviews yet in the app).

alter table public.lojas
  add column total_avaliacoes integer not null default 0 check (total_avaliacoes >= 0);

comment on column public.lojas.total_avaliacoes is 'Quantas avaliações compõem a média; só o service role muda.';

-- The owner's column grants stay as they were: neither the average nor its count is theirs to write, and
-- the guard trigger refuses both from anyone but the service role.
create or replace function private.guard_lojas_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if (new.id, new.plano, new.avaliacao, new.total_avaliacoes, new.created_at)
     is distinct from (old.id, old.plano, old.avaliacao, old.total_avaliacoes, old.created_at) then
    raise exception 'permission denied: id, plano, avaliacao, total_avaliacoes and created_at change only through the service role'
      using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if not private.is_admin() then
      raise exception 'permission denied: only an administrator changes a store''s status'
        using errcode = '42501';
    end if;
    if old.status <> 'pendente' then
      raise exception 'loja_status_decidido'
        using errcode = 'P0001', detail = 'Só uma loja pendente pode ser aprovada ou rejeitada.';
    end if;
  end if;
  if (to_jsonb(new) - 'status' - 'updated_at') is distinct from (to_jsonb(old) - 'status' - 'updated_at')
     and not exists (select 1 from private.my_lojas('dono') as mine (loja_id) where mine.loja_id = new.id) then
    raise exception 'permission denied: only the store''s owner edits its details'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
