-- Issue 24: the sample catalogue's drawn pictures are served as WebP (public/images/**/*.webp, written by
-- scripts/generate-images.mjs). An SVG in an <img> is a whole document that the browser builds on the page's main
-- thread; the home's 31 of them cost it 100–450 ms of work during the hydration, where a WebP is decoded off it.
-- The .svg files are gone from public/, so a project seeded before this change has its rows moved to their .webp
-- twins here (same folder, same name). Only the site's own picture folders are touched: a photo in Storage is a
-- full URL and never matches. On a fresh database the tables are still empty and nothing changes.
do $$
declare
  picture record;
begin
  for picture in
    select * from (values
      ('categorias', 'imagem', 'categorias'),
      ('lojas', 'logo', 'companies'),
      ('lojas', 'capa', 'companies'),
      ('produtos', 'imagem', 'products'),
      ('anuncios', 'imagem', 'ads')
    ) as pictures (tabela, coluna, pasta)
  loop
    execute format(
      'update public.%I set %I = regexp_replace(%I, %L, %L) where %I ~ %L',
      picture.tabela, picture.coluna, picture.coluna, '\.svg$', '.webp', picture.coluna,
      '^/images/' || picture.pasta || '/[a-z0-9-]+\.svg$'
    );
  end loop;
end
$$;
