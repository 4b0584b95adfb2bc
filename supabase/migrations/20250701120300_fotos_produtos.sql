-- Product photos (product.md D19) in Supabase Storage: the public bucket `produtos`, read by anyone, written only
-- by a store's owner inside that store's folder. Object names are `<loja_id>/<produto_id>-<random>.webp`:
-- the app resizes every photo to WebP on its server (lib/storage/product-photo.ts) before uploading.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('produtos', 'produtos', true, 5242880, array['image/webp'])
on conflict (id) do update
set public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A public bucket serves its files without any policy; this one also lets the API read the rows (an
-- upload's `returning`, a removal's list of what it removed).
create policy "Todos veem as fotos dos produtos"
on storage.objects for select to anon, authenticated
using (bucket_id = 'produtos');

-- The first folder is the store: only its owner (membros_loja.papel = 'dono') writes there.
create policy "Donos enviam fotos para a própria loja"
on storage.objects for insert to authenticated
with check (
  bucket_id = 'produtos'
  and exists (
    select 1 from private.my_lojas('dono') as mine (loja_id)
    where mine.loja_id::text = (storage.foldername(name))[1]
  )
);

create policy "Donos trocam fotos da própria loja"
on storage.objects for update to authenticated
using (
  bucket_id = 'produtos'
  and exists (
    select 1 from private.my_lojas('dono') as mine (loja_id)
    where mine.loja_id::text = (storage.foldername(name))[1]
  )
)
with check (
  bucket_id = 'produtos'
  and exists (
    select 1 from private.my_lojas('dono') as mine (loja_id)
    where mine.loja_id::text = (storage.foldername(name))[1]
  )
);

create policy "Donos apagam fotos da própria loja"
on storage.objects for delete to authenticated
using (
  bucket_id = 'produtos'
  and exists (
    select 1 from private.my_lojas('dono') as mine (loja_id)
    where mine.loja_id::text = (storage.foldername(name))[1]
  )
);
