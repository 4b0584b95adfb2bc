-- Permissions decide (issue 25 point 6): every administrator write asks private.tem_permissao for the
-- matching cell of the caller's permission set, instead of "is an administrator". Reads stay as they were.

-- Categorias: Criar, Editar, Excluir.
drop policy "Administradores criam categorias" on public.categorias;
create policy "Administradores criam categorias"
on public.categorias for insert to authenticated
with check ((select private.tem_permissao('categories', 'create')));

drop policy "Administradores editam categorias" on public.categorias;
create policy "Administradores editam categorias"
on public.categorias for update to authenticated
using ((select private.tem_permissao('categories', 'edit')))
with check ((select private.tem_permissao('categories', 'edit')));

drop policy "Administradores removem categorias" on public.categorias;
create policy "Administradores removem categorias"
on public.categorias for delete to authenticated
using ((select private.tem_permissao('categories', 'delete')));

-- Planos: Criar and Editar (Ativar / Desativar is an edit; a plan is never deleted).
drop policy "Administradores criam planos" on public.planos;
create policy "Administradores criam planos"
on public.planos for insert to authenticated
with check ((select private.tem_permissao('plans', 'create')));

drop policy "Administradores editam planos" on public.planos;
create policy "Administradores editam planos"
on public.planos for update to authenticated
using ((select private.tem_permissao('plans', 'edit')))
with check ((select private.tem_permissao('plans', 'edit')));

-- Tema (/admin/layout): Editar; restaurar_tema_padrao runs as the caller, so this policy decides it too.
drop policy "Administradores editam o tema" on public.tema;
create policy "Administradores editam o tema"
on public.tema for update to authenticated
using ((select private.tem_permissao('layout', 'edit')))
with check ((select private.tem_permissao('layout', 'edit')));

-- Lojas: Aprovar (approve or reject a pending store) and Excluir.
drop policy "Administradores decidem o status das lojas" on public.lojas;
create policy "Administradores decidem o status das lojas"
on public.lojas for update to authenticated
using ((select private.tem_permissao('companies', 'approve')))
with check ((select private.tem_permissao('companies', 'approve')));

drop policy "Administradores removem lojas" on public.lojas;
create policy "Administradores removem lojas"
on public.lojas for delete to authenticated
using ((select private.tem_permissao('companies', 'delete')));

-- The lojas guard as in 20250701120000_lojas.sql, the status change now asking for companies.approve.
create or replace function private.guard_lojas_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if (new.id, new.plano, new.avaliacao, new.created_at)
     is distinct from (old.id, old.plano, old.avaliacao, old.created_at) then
    raise exception 'permission denied: id, plano, avaliacao and created_at change only through the service role'
      using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if not private.tem_permissao('companies', 'approve') then
      raise exception 'permission denied: only an administrator who may approve changes a store''s status'
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

revoke all on function private.guard_lojas_update() from public;
