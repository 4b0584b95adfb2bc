-- Issue 18: the nome_mostrado key also folds Unicode compatibility forms and letters of other scripts that
-- look Latin, so full-width 'ＳＵＰＥＲＡＤＭＩＮ', Cyrillic 'ѕuperadmin' or Greek 'ѕυреrαdmіn' collide with
-- 'superadmin' (23505, a 409) like ' SúperAdmin' already did. Plain SQL again (normalize() is core
-- PostgreSQL 13+, no extension): the same on PGlite, PostgreSQL 15 and a hosted project.

-- Lookalike letters of other scripts mapped to the Latin letter they imitate: a subset of Unicode's
-- confusables.txt (https://www.unicode.org/Public/security/latest/confusables.txt), the Cyrillic and Greek
-- letters whose glyph is a Latin one in common fonts, upper and lower case (lower() is ASCII-only under the
-- C locale, so the table cannot count on it). One translate() table: each character of the first string
-- becomes the one at the same position of the second.
create or replace function private.fold_confusables(nome text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select translate(
    nome,
    -- Cyrillic lower case, Cyrillic upper case, Greek lower case, Greek upper case, Latin small capitals;
    -- then the Latin letters NFKD leaves whole (no combining mark to drop): Ø, Đ, Ł, Ħ, dotless ı
    'аеорсѕіјхукмтнвԁԛԝһӏɡѵ' || 'АЕОРСЅІЈХУКМТНВԀԚԜҺӀ' || 'οανρικτυχ' || 'ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ' || 'ɩɪʟɑ'
      || 'ØøĐđŁłĦħı',
    'aeopcsijxykmthbdqwhlgv' || 'AEOPCSIJXYKMTHBDQWHI' || 'oavpiktux' || 'ABEZHIKMNOPTYX' || 'iila'
      || 'OoDdLlHhi'
  )
$$;

comment on function private.fold_confusables(text) is
  'Letras cirílicas e gregas que imitam letras latinas, trocadas pela latina (subconjunto de confusables.txt).';

-- The comparison key, in this order: tidied (private.tidy_nome_mostrado); Unicode compatibility folding
-- (NFKD: the decomposition NFKC composes again; full-width, ligatures, math and circled letters become plain
-- ones) with the combining marks it splits off dropped, which folds every accent, not only the ones the
-- previous migration's table listed; the remaining invisible format characters dropped; confusables folded;
-- then lower-cased.
create or replace function private.nome_mostrado_key(nome text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select lower(private.fold_confusables(regexp_replace(
    normalize(private.tidy_nome_mostrado(nome), nfkd),
    -- combining marks (accents, variation selectors) and fillers that render as nothing
    '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe00-\ufe0f\ufe20-\ufe2f\u115f\u1160\u180e\u2061-\u2064\u206a-\u206f\u3164\uffa0]',
    '', 'g'
  )))
$$;

comment on function private.nome_mostrado_key(text) is
  'Chave de unicidade do nome mostrado: sem espaços e invisíveis extras, NFKD sem acentos, confusáveis e caixa.';

revoke all on function private.fold_confusables(text), private.nome_mostrado_key(text) from public;
grant execute on function private.fold_confusables(text), private.nome_mostrado_key(text)
  to authenticated, service_role, supabase_auth_admin;

-- Existing names that collide under the new key: the first keeps it (a plain-ASCII name before a lookalike,
-- then the oldest), each other one gets its own id's first characters appended, so the index can be built.
drop index if exists public.perfis_nome_mostrado_key;

with ranked as (
  select
    user_id,
    row_number() over (
      partition by private.nome_mostrado_key(nome_mostrado)
      order by (nome_mostrado ~ '^[ -~]*$') desc, created_at, user_id
    ) as rank
  from public.perfis
  where nome_mostrado is not null
)
update public.perfis p
set nome_mostrado = left(p.nome_mostrado, 51) || ' ' || left(p.user_id::text, 8)
from ranked r
where r.user_id = p.user_id and r.rank > 1;

-- Rebuilt, not reindexed: the function changed under it, so every stored key is recomputed.
create unique index perfis_nome_mostrado_key on public.perfis (private.nome_mostrado_key(nome_mostrado));
