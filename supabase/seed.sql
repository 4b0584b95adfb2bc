-- Demo data for local development, previews and tests. Ids match fixtures/ids.ts.
-- Runs on a real Supabase project (`supabase db reset`, branching) and on the embedded backend.

-- Categories (spec 3): the six product categories of the sample data plus a few services.
insert into public.categorias (id, nome, imagem, tipo, slug, descricao, ativo, destaque) values
  ('1c4f72a1-af69-4fc7-ae59-8517322e5d0b', 'Restaurantes', '/images/categorias/restaurantes.svg', 'produto',
   'restaurantes', 'Pratos feitos, marmitas e refeições completas.', true, true),
  ('c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'Lanches', '/images/categorias/lanches.svg', 'produto',
   'lanches', 'Hambúrgueres, sanduíches e salgados.', true, true),
  ('ba7cb608-38da-454c-9f01-885cb73a33e2', 'Pizzaria', '/images/categorias/pizzaria.svg', 'produto',
   'pizzaria', 'Pizzas tradicionais e especiais.', true, false),
  ('492a3e8c-3010-4207-8791-cb09071c0192', 'Mercado', '/images/categorias/mercado.svg', 'produto',
   'mercado', 'Compras do dia a dia, hortifrúti e padaria.', true, false),
  ('f2cf62ba-e761-4796-9801-259c9985a3e7', 'Farmácia', '/images/categorias/farmacia.svg', 'produto',
   'farmacia', 'Medicamentos, higiene e cuidados pessoais.', true, false),
  ('04933cc9-b345-478e-a3ea-6de25ebb7498', 'Bebidas', '/images/categorias/bebidas.svg', 'produto',
   'bebidas', 'Sucos, refrigerantes, águas e bebidas geladas.', true, false),
  ('a5f10424-fd17-49ae-92ab-7b6e6ef2b29d', 'Entregas Expressas', '/images/categorias/entregas-expressas.svg',
   'servico', 'entregas-expressas', 'Motoboys para documentos e pequenas encomendas.', true, false),
  ('688ecefc-3f2f-4ef2-be6e-a39946cd6a3d', 'Manutenção', '/images/categorias/manutencao.svg', 'servico',
   'manutencao', 'Eletricistas, encanadores e pequenos reparos.', true, false),
  ('50bdb672-2dc6-4576-b109-6e7435a2e8cd', 'Beleza', '/images/categorias/beleza.svg', 'servico',
   'beleza', 'Cabelo, unhas e estética a domicílio.', true, false),
  ('59ddc499-d6cb-45eb-8c5a-b91994c93eb6', 'Limpeza', '/images/categorias/limpeza.svg', 'servico',
   'limpeza', 'Faxina residencial e limpeza pós-obra.', false, false);

-- Demo accounts, password 'vitrine123', already confirmed. The auth trigger creates each perfis row as
-- 'cliente'; the update below then sets the real account types.
with demo (id, email) as (
  values
    ('4105777f-686d-4c13-a805-fe8808d84b12'::uuid, 'cliente@vitrine.example'),
    ('7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3'::uuid, 'empresa@vitrine.example'),
    ('d97ab37f-280b-41d9-a862-6415b9f63fbf'::uuid, 'entregador@vitrine.example'),
    ('9eba8d95-01ab-4b68-aa2c-5e4121ca054c'::uuid, 'anunciante@vitrine.example'),
    ('f7d23c81-456a-4a48-80b5-931eb3a473d5'::uuid, 'admin@vitrine.example'),
    ('4223c5a9-fccb-4386-9b34-43797973021f'::uuid, 'superadmin@vitrine.example'),
    ('3b119316-b7fc-4c66-ba95-72c47cf4cd8f'::uuid, 'semperfil@vitrine.example')
)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', demo.id, 'authenticated', 'authenticated', demo.email,
  extensions.crypt('vitrine123', extensions.gen_salt('bf', 10)), now(), null,
  '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb, now(), now(),
  '', '', '', ''
from demo;

insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
select
  gen_random_uuid(), u.id, u.id::text, 'email',
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  now(), now(), now()
from auth.users u
where u.email like '%@vitrine.example';

update public.perfis p
set tipo_conta = d.tipo_conta,
    nome_mostrado = d.nome_mostrado,
    nome_completo = d.nome_completo,
    telefone = d.telefone,
    avaliacao = d.avaliacao
from (
  values
    ('4105777f-686d-4c13-a805-fe8808d84b12'::uuid, 'cliente', 'Ana Souza', 'Ana Paula Souza',
     '(31) 98765-4321', 4.8),
    ('7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3'::uuid, 'empresa', 'Padaria Pão Quente', 'Roberto Almeida',
     '(31) 3456-7890', 4.6),
    ('d97ab37f-280b-41d9-a862-6415b9f63fbf'::uuid, 'entregador', 'Carlos Entregas', 'Carlos Eduardo Lima',
     '(31) 99876-5432', 4.9),
    ('9eba8d95-01ab-4b68-aa2c-5e4121ca054c'::uuid, 'anunciante', 'Agência Brilho', 'Fernanda Rocha',
     '(31) 97654-3210', 4.5),
    ('f7d23c81-456a-4a48-80b5-931eb3a473d5'::uuid, 'admin', 'Admin Vitrine', 'Mariana Costa',
     '(31) 96543-2109', null),
    ('4223c5a9-fccb-4386-9b34-43797973021f'::uuid, 'superadmin', 'superadmin', 'Paulo Henrique Martins',
     '(31) 95432-1098', null),
    ('3b119316-b7fc-4c66-ba95-72c47cf4cd8f'::uuid, null, 'Sem Perfil', 'Sem Perfil Configurado',
     null, null)
) as d (user_id, tipo_conta, nome_mostrado, nome_completo, telefone, avaliacao)
where p.user_id = d.user_id;
