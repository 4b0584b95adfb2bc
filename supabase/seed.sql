-- Demo data for local development, previews and tests. Ids match fixtures/ids.ts.
-- Runs on a real Supabase project (`supabase db reset`, branching) and on the embedded backend.

-- Categories (product.md §3): the six product categories of the sample data plus a few services.
insert into public.categorias (id, nome, imagem, tipo, slug, descricao, ativo, destaque) values
  ('1c4f72a1-af69-4fc7-ae59-8517322e5d0b', 'Restaurantes', '/images/categorias/restaurantes.webp', 'produto',
   'restaurantes', 'Pratos feitos, marmitas e refeições completas.', true, true),
  ('c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'Lanches', '/images/categorias/lanches.webp', 'produto',
   'lanches', 'Hambúrgueres, sanduíches e salgados.', true, true),
  ('ba7cb608-38da-454c-9f01-885cb73a33e2', 'Pizzaria', '/images/categorias/pizzaria.webp', 'produto',
   'pizzaria', 'Pizzas tradicionais e especiais.', true, false),
  ('492a3e8c-3010-4207-8791-cb09071c0192', 'Mercado', '/images/categorias/mercado.webp', 'produto',
   'mercado', 'Compras do dia a dia, hortifrúti e padaria.', true, false),
  ('f2cf62ba-e761-4796-9801-259c9985a3e7', 'Farmácia', '/images/categorias/farmacia.webp', 'produto',
   'farmacia', 'Medicamentos, higiene e cuidados pessoais.', true, false),
  ('04933cc9-b345-478e-a3ea-6de25ebb7498', 'Bebidas', '/images/categorias/bebidas.webp', 'produto',
   'bebidas', 'Sucos, refrigerantes, águas e bebidas geladas.', true, false),
  ('a5f10424-fd17-49ae-92ab-7b6e6ef2b29d', 'Entregas Expressas', '/images/categorias/entregas-expressas.webp',
   'servico', 'entregas-expressas', 'Motoboys para documentos e pequenas encomendas.', true, false),
  ('688ecefc-3f2f-4ef2-be6e-a39946cd6a3d', 'Manutenção', '/images/categorias/manutencao.webp', 'servico',
   'manutencao', 'Eletricistas, encanadores e pequenos reparos.', true, false),
  ('50bdb672-2dc6-4576-b109-6e7435a2e8cd', 'Beleza', '/images/categorias/beleza.webp', 'servico',
   'beleza', 'Cabelo, unhas e estética a domicílio.', true, false),
  ('59ddc499-d6cb-45eb-8c5a-b91994c93eb6', 'Limpeza', '/images/categorias/limpeza.webp', 'servico',
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

-- BEGIN catalogue: generated by scripts/seed-catalogue.ts from fixtures/; do not edit.
insert into public.lojas (id, nome, descricao, logo, capa, telefone, whatsapp, instagram, email, tipo_servico, categoria_id, plano, avaliacao, total_avaliacoes, tempo_entrega_min, tempo_entrega_max, taxa_entrega, logradouro, bairro, cidade, uf, cep, horarios, status, ativa, created_at) values
  ('7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Padaria Pão Quente', 'Pães saindo do forno o dia todo, pão de queijo mineiro, salgados e café fresquinho.', '/images/companies/padaria-pao-quente-logo.webp', '/images/companies/padaria-pao-quente-cover.webp', '(31) 3224-5678', '(31) 98812-5678', '@padariapaoquente', 'contato@paoquente.com.br', 'restaurante', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'premium', 4.8, 4, 20, 30, 4.99, 'Rua Pernambuco, 1025', 'Savassi', 'Belo Horizonte', 'MG', '30130-151', '{"monday":{"open":"06:00","close":"21:00","closed":false},"tuesday":{"open":"06:00","close":"21:00","closed":false},"wednesday":{"open":"06:00","close":"21:00","closed":false},"thursday":{"open":"06:00","close":"21:00","closed":false},"friday":{"open":"06:00","close":"21:00","closed":false},"saturday":{"open":"06:00","close":"21:00","closed":false},"sunday":{"open":"07:00","close":"13:00","closed":false}}'::jsonb, 'aprovada', true, '2024-02-12T09:30:00-03:00'),
  ('dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'Bella Napoli Pizzaria', 'Pizza de massa fina assada em forno a lenha, com ingredientes selecionados.', '/images/companies/bella-napoli-logo.webp', '/images/companies/bella-napoli-cover.webp', '(31) 3291-4410', '(31) 99812-3307', '@bellanapolibh', 'pedidos@bellanapoli.com.br', 'restaurante', 'ba7cb608-38da-454c-9f01-885cb73a33e2', 'premium', 4.7, 1, 40, 55, 6.9, 'Rua Curitiba, 2080', 'Lourdes', 'Belo Horizonte', 'MG', '30170-122', '{"monday":{"open":"18:00","close":"23:59","closed":false},"tuesday":{"open":"18:00","close":"23:59","closed":false},"wednesday":{"open":"18:00","close":"23:59","closed":false},"thursday":{"open":"18:00","close":"23:59","closed":false},"friday":{"open":"18:00","close":"23:59","closed":false},"saturday":{"open":"18:00","close":"23:59","closed":false},"sunday":{"open":"18:00","close":"23:59","closed":false}}'::jsonb, 'aprovada', true, '2024-03-05T14:10:00-03:00'),
  ('236635ef-3e4c-4f73-822d-90167ff2606a', 'Burger Mineiro', 'Hambúrgueres artesanais com blend da casa e queijos mineiros de verdade.', '/images/companies/burger-mineiro-logo.webp', '/images/companies/burger-mineiro-cover.webp', '(31) 3261-7788', '(31) 99145-2210', '@burgermineiro', 'ola@burgermineiro.com.br', 'restaurante', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'basico', 4.6, 1, 30, 45, 5.99, 'Rua Antônio de Albuquerque, 440', 'Funcionários', 'Belo Horizonte', 'MG', '30112-010', '{"monday":{"open":"11:00","close":"23:00","closed":false},"tuesday":{"open":"11:00","close":"23:00","closed":false},"wednesday":{"open":"11:00","close":"23:00","closed":false},"thursday":{"open":"11:00","close":"23:00","closed":false},"friday":{"open":"11:00","close":"23:00","closed":false},"saturday":{"open":"11:00","close":"23:00","closed":false},"sunday":{"open":"11:00","close":"23:00","closed":false}}'::jsonb, 'aprovada', true, '2024-04-18T11:00:00-03:00'),
  ('88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', 'Sushi Kenzo', 'Culinária japonesa contemporânea: combinados, temakis e pratos quentes.', '/images/companies/sushi-kenzo-logo.webp', '/images/companies/sushi-kenzo-cover.webp', '(31) 3282-9015', '(31) 98421-6650', '@sushikenzobh', 'contato@sushikenzo.com.br', 'restaurante', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', 'premium', 4.9, 1, 45, 60, 8, 'Rua Tomé de Souza, 860', 'Savassi', 'Belo Horizonte', 'MG', '30140-131', '{"monday":{"open":"11:30","close":"23:30","closed":false},"tuesday":{"open":"11:30","close":"23:30","closed":false},"wednesday":{"open":"11:30","close":"23:30","closed":false},"thursday":{"open":"11:30","close":"23:30","closed":false},"friday":{"open":"11:30","close":"23:30","closed":false},"saturday":{"open":"11:30","close":"23:30","closed":false},"sunday":{"open":"12:00","close":"22:00","closed":false}}'::jsonb, 'aprovada', true, '2024-01-22T16:45:00-03:00'),
  ('4f258dfa-bf57-4cd6-92f2-c2c0df921b31', 'Açaí da Praça', 'Açaí cremoso montado do seu jeito, cupuaçu, tapiocas e sucos naturais.', '/images/companies/acai-da-praca-logo.webp', '/images/companies/acai-da-praca-cover.webp', '(31) 3441-2290', '(31) 99730-1184', '@acaidapraca', 'acaidapraca@gmail.com', 'restaurante', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'gratuito', 4.5, 1, 25, 35, 0, 'Avenida Otacílio Negrão de Lima, 3500', 'Pampulha', 'Belo Horizonte', 'MG', '31365-450', '{"monday":{"open":"10:00","close":"22:00","closed":false},"tuesday":{"open":"10:00","close":"22:00","closed":false},"wednesday":{"open":"10:00","close":"22:00","closed":false},"thursday":{"open":"10:00","close":"22:00","closed":false},"friday":{"open":"10:00","close":"22:00","closed":false},"saturday":{"open":"10:00","close":"22:00","closed":false},"sunday":{"open":"10:00","close":"22:00","closed":false}}'::jsonb, 'aprovada', true, '2024-06-03T10:20:00-03:00'),
  ('a0275fc1-725b-48bc-a313-3f775fd9fb80', 'Restaurante Sabor de Minas', 'Comida mineira de fogão a lenha no almoço executivo de segunda a sexta.', '/images/companies/sabor-de-minas-logo.webp', '/images/companies/sabor-de-minas-cover.webp', '(31) 3213-6402', '(31) 98877-0923', '@sabordeminasbh', 'almoco@sabordeminas.com.br', 'restaurante', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', 'basico', 4.4, 1, 30, 40, 3.5, 'Rua dos Carijós, 322', 'Centro', 'Belo Horizonte', 'MG', '30120-060', '{"monday":{"open":"11:00","close":"15:30","closed":false},"tuesday":{"open":"11:00","close":"15:30","closed":false},"wednesday":{"open":"11:00","close":"15:30","closed":false},"thursday":{"open":"11:00","close":"15:30","closed":false},"friday":{"open":"11:00","close":"15:30","closed":false},"saturday":{"open":"11:00","close":"15:30","closed":true},"sunday":{"open":"11:00","close":"15:30","closed":true}}'::jsonb, 'aprovada', true, '2023-11-08T08:15:00-03:00'),
  ('5ea92b2c-2da5-4a26-84f1-697d5070ed0d', 'Cantina do Nonno', 'Massas frescas feitas à mão e receitas de família italiana.', '/images/companies/cantina-do-nonno-logo.webp', '/images/companies/cantina-do-nonno-cover.webp', '(31) 3337-5120', '(31) 99654-7731', '@cantinadononno', 'reservas@cantinadononno.com.br', 'restaurante', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', 'gratuito', 4.3, 1, 40, 50, 7.5, 'Rua Santa Catarina, 1466', 'Lourdes', 'Belo Horizonte', 'MG', '30170-081', '{"tuesday":{"open":"11:30","close":"22:30","closed":false},"wednesday":{"open":"11:30","close":"22:30","closed":false},"thursday":{"open":"11:30","close":"22:30","closed":false},"friday":{"open":"11:30","close":"23:30","closed":false},"saturday":{"open":"11:30","close":"23:30","closed":false},"sunday":{"open":"11:30","close":"17:00","closed":false}}'::jsonb, 'aprovada', true, '2024-07-14T19:00:00-03:00'),
  ('fc2f1b18-3948-465e-91b2-d2039008574b', 'Supermercado Bom Preço', 'Mercearia, hortifrúti, frios e bebidas com preço baixo todo dia.', '/images/companies/supermercado-bom-preco-logo.webp', '/images/companies/supermercado-bom-preco-cover.webp', '(31) 3378-1200', '(31) 99201-4455', '@bomprecobh', 'sac@bompreco-bh.com.br', 'mercado', '492a3e8c-3010-4207-8791-cb09071c0192', 'basico', 4.2, 1, 50, 70, 9.9, 'Avenida Professor Mário Werneck, 1580', 'Buritis', 'Belo Horizonte', 'MG', '30575-180', '{"monday":{"open":"07:00","close":"22:00","closed":false},"tuesday":{"open":"07:00","close":"22:00","closed":false},"wednesday":{"open":"07:00","close":"22:00","closed":false},"thursday":{"open":"07:00","close":"22:00","closed":false},"friday":{"open":"07:00","close":"22:00","closed":false},"saturday":{"open":"07:00","close":"22:00","closed":false},"sunday":{"open":"08:00","close":"14:00","closed":false}}'::jsonb, 'aprovada', true, '2023-09-30T07:40:00-03:00'),
  ('56480ffc-eaba-4d62-ac38-67ca3dff6cb9', 'Hortifrúti Santa Efigênia', 'Frutas, verduras e legumes fresquinhos direto do Ceasa todas as manhãs.', '/images/companies/hortifruti-santa-efigenia-logo.webp', '/images/companies/hortifruti-santa-efigenia-cover.webp', '(31) 3241-8833', '(31) 98112-6079', '@hortisantaefigenia', 'horti.santaefigenia@gmail.com', 'mercado', '492a3e8c-3010-4207-8791-cb09071c0192', 'gratuito', 4.6, 1, 35, 50, 0, 'Rua Domingos Vieira, 512', 'Santa Efigênia', 'Belo Horizonte', 'MG', '30150-240', '{"monday":{"open":"07:00","close":"19:00","closed":false},"tuesday":{"open":"07:00","close":"19:00","closed":false},"wednesday":{"open":"07:00","close":"19:00","closed":false},"thursday":{"open":"07:00","close":"19:00","closed":false},"friday":{"open":"07:00","close":"19:00","closed":false},"saturday":{"open":"07:00","close":"19:00","closed":false},"sunday":{"open":"07:00","close":"12:00","closed":false}}'::jsonb, 'aprovada', true, '2024-05-09T06:30:00-03:00'),
  ('6f87d499-2cad-41a4-84b6-a7f93f1e1d7f', 'Drogaria Vida', 'Farmácia 24 horas com medicamentos, dermocosméticos e atendimento farmacêutico.', '/images/companies/drogaria-vida-logo.webp', '/images/companies/drogaria-vida-cover.webp', '(31) 3222-2424', '(31) 99988-2424', '@drogariavida', 'atendimento@drogariavida.com.br', 'farmacia', 'f2cf62ba-e761-4796-9801-259c9985a3e7', 'premium', 4.7, 1, 20, 35, 0, 'Avenida Afonso Pena, 1212', 'Centro', 'Belo Horizonte', 'MG', '30130-003', '{"monday":{"open":"00:00","close":"23:59","closed":false},"tuesday":{"open":"00:00","close":"23:59","closed":false},"wednesday":{"open":"00:00","close":"23:59","closed":false},"thursday":{"open":"00:00","close":"23:59","closed":false},"friday":{"open":"00:00","close":"23:59","closed":false},"saturday":{"open":"00:00","close":"23:59","closed":false},"sunday":{"open":"00:00","close":"23:59","closed":false}}'::jsonb, 'aprovada', true, '2023-08-21T12:00:00-03:00'),
  ('72bf5fb7-92d6-427a-8e87-2023b84d0f05', 'Farmácia Pampulha', 'Farmácia de bairro com manipulação, perfumaria e entrega na região da Pampulha.', '/images/companies/farmacia-pampulha-logo.webp', '/images/companies/farmacia-pampulha-cover.webp', '(31) 3491-5066', '(31) 98540-3312', '@farmaciapampulha', 'contato@farmaciapampulha.com.br', 'farmacia', 'f2cf62ba-e761-4796-9801-259c9985a3e7', 'basico', 4.1, 1, 30, 45, 4, 'Avenida Antônio Carlos, 6600', 'Pampulha', 'Belo Horizonte', 'MG', '31270-010', '{"monday":{"open":"08:00","close":"22:00","closed":false},"tuesday":{"open":"08:00","close":"22:00","closed":false},"wednesday":{"open":"08:00","close":"22:00","closed":false},"thursday":{"open":"08:00","close":"22:00","closed":false},"friday":{"open":"08:00","close":"22:00","closed":false},"saturday":{"open":"08:00","close":"22:00","closed":false},"sunday":{"open":"09:00","close":"18:00","closed":false}}'::jsonb, 'aprovada', true, '2024-02-27T08:00:00-03:00'),
  ('1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'Adega do Chico', 'Cervejas geladas, vinhos, cachaças mineiras e refrigerantes até tarde.', '/images/companies/adega-do-chico-logo.webp', '/images/companies/adega-do-chico-cover.webp', '(31) 3225-0909', '(31) 99377-0909', '@adegadochico', 'adegadochico@gmail.com', 'mercado', '04933cc9-b345-478e-a3ea-6de25ebb7498', 'gratuito', 3.8, 1, 25, 40, 5, 'Rua Cláudio Manoel, 270', 'Funcionários', 'Belo Horizonte', 'MG', '30140-100', '{"monday":{"open":"16:00","close":"23:00","closed":false},"tuesday":{"open":"10:00","close":"23:59","closed":false},"wednesday":{"open":"10:00","close":"23:59","closed":false},"thursday":{"open":"10:00","close":"23:59","closed":false},"friday":{"open":"10:00","close":"23:59","closed":false},"saturday":{"open":"10:00","close":"23:59","closed":false},"sunday":{"open":"10:00","close":"23:59","closed":false}}'::jsonb, 'aprovada', true, '2024-08-02T17:30:00-03:00'),
  ('a3790af3-3583-4c0d-9981-6f2c615617d6', 'Lanchonete da Esquina', 'Salgados, sanduíches naturais e vitaminas no coração do Centro.', '/images/companies/lanchonete-da-esquina-logo.webp', '/images/companies/lanchonete-da-esquina-cover.webp', '(31) 3201-3344', '(31) 98233-4410', '@lanchonetedaesquina', 'lanchonetedaesquina@gmail.com', 'restaurante', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'gratuito', 3.9, 1, 20, 30, 3, 'Rua Tupinambás, 180', 'Centro', 'Belo Horizonte', 'MG', '30120-070', '{"monday":{"open":"07:00","close":"19:00","closed":false},"tuesday":{"open":"07:00","close":"19:00","closed":false},"wednesday":{"open":"07:00","close":"19:00","closed":false},"thursday":{"open":"07:00","close":"19:00","closed":false},"friday":{"open":"07:00","close":"19:00","closed":false},"saturday":{"open":"07:00","close":"19:00","closed":false},"sunday":{"open":"07:00","close":"12:00","closed":true}}'::jsonb, 'aprovada', false, '2023-10-15T10:00:00-03:00'),
  ('be543f88-c47d-46ae-995f-3ab99adca7c3', 'Forno & Lenha Pizzaria', 'Pizzaria de bairro com rodízio aos fins de semana e entrega no Buritis.', '/images/companies/forno-e-lenha-logo.webp', '/images/companies/forno-e-lenha-cover.webp', '(31) 3386-7021', '(31) 99456-7021', '@fornoelenhabh', 'fornoelenha@outlook.com', 'restaurante', 'ba7cb608-38da-454c-9f01-885cb73a33e2', 'basico', 4, 1, 40, 60, 6, 'Rua Engenheiro Alberto Pontes, 95', 'Buritis', 'Belo Horizonte', 'MG', '30575-120', '{"monday":{"open":"18:00","close":"23:30","closed":false},"tuesday":{"open":"18:00","close":"23:30","closed":false},"wednesday":{"open":"18:00","close":"23:30","closed":false},"thursday":{"open":"18:00","close":"23:30","closed":false},"friday":{"open":"18:00","close":"23:30","closed":false},"saturday":{"open":"18:00","close":"23:30","closed":false},"sunday":{"open":"18:00","close":"23:30","closed":false}}'::jsonb, 'pendente', false, '2025-01-20T15:25:00-03:00'),
  ('2e9ea91a-d130-47dc-8cb9-8d360c8270bb', 'Mercadinho São José', 'Mercearia de bairro com pães, frios, hortifrúti e produtos de limpeza.', '/images/companies/mercadinho-sao-jose-logo.webp', '/images/companies/mercadinho-sao-jose-cover.webp', '(31) 3467-1290', '(31) 98701-5566', '@mercadinhosaojose', 'mercadinhosaojose@gmail.com', 'mercado', '492a3e8c-3010-4207-8791-cb09071c0192', 'gratuito', 4, 1, 30, 50, 4.5, 'Rua Itajubá, 1020', 'Santa Efigênia', 'Belo Horizonte', 'MG', '30150-310', '{"monday":{"open":"07:30","close":"20:00","closed":false},"tuesday":{"open":"07:30","close":"20:00","closed":false},"wednesday":{"open":"07:30","close":"20:00","closed":false},"thursday":{"open":"07:30","close":"20:00","closed":false},"friday":{"open":"07:30","close":"20:00","closed":false},"saturday":{"open":"07:30","close":"20:00","closed":false},"sunday":{"open":"08:00","close":"12:00","closed":false}}'::jsonb, 'pendente', false, '2025-02-03T09:05:00-03:00'),
  ('5e100d3e-7495-4500-becf-4124badfd613', 'Drogaria Popular BH', 'Medicamentos genéricos com desconto e entrega expressa.', '/images/companies/drogaria-popular-logo.webp', '/images/companies/drogaria-popular-cover.webp', '(31) 3273-8800', '(31) 99002-8800', '@drogariapopularbh', 'contato@drogariapopularbh.com.br', 'farmacia', 'f2cf62ba-e761-4796-9801-259c9985a3e7', 'gratuito', 3.8, 1, 30, 40, 5.5, 'Avenida Amazonas, 2310', 'Centro', 'Belo Horizonte', 'MG', '30180-001', '{"monday":{"open":"08:00","close":"20:00","closed":false},"tuesday":{"open":"08:00","close":"20:00","closed":false},"wednesday":{"open":"08:00","close":"20:00","closed":false},"thursday":{"open":"08:00","close":"20:00","closed":false},"friday":{"open":"08:00","close":"20:00","closed":false},"saturday":{"open":"08:00","close":"20:00","closed":false},"sunday":{"open":"08:00","close":"20:00","closed":false}}'::jsonb, 'rejeitada', false, '2025-01-11T13:40:00-03:00'),
  ('c5486ec3-4889-42d1-920a-a24fa60d04c4', 'Empório Mineiro Dona Lúcia', 'Queijos da Canastra, doces de leite, cachaças e quitandas feitas na roça.', null, null, '(31) 3392-1180', '(31) 99711-1180', '@emporiodonalucia', 'contato@emporiodonalucia.com.br', 'mercado', '492a3e8c-3010-4207-8791-cb09071c0192', 'basico', 0, 0, 40, 60, 7.5, 'Avenida João César de Oliveira, 1450', 'Eldorado', 'Contagem', 'MG', '32310-000', '{"monday":{"open":"08:00","close":"19:00","closed":false},"tuesday":{"open":"08:00","close":"19:00","closed":false},"wednesday":{"open":"08:00","close":"19:00","closed":false},"thursday":{"open":"08:00","close":"19:00","closed":false},"friday":{"open":"08:00","close":"19:00","closed":false},"saturday":{"open":"08:00","close":"19:00","closed":false},"sunday":{"open":"08:00","close":"13:00","closed":false}}'::jsonb, 'pendente', false, '2026-11-18T10:20:00-03:00'),
  ('aa503367-97c2-4340-aab0-bf6d6c8a7604', 'Pastelaria Sabor da Feira', 'Pastéis de feira fritos na hora, caldo de cana e salgados para festas.', null, null, '(31) 3213-4471', '(31) 98804-4471', '@sabordafeirabh', 'sabordafeira@gmail.com', 'restaurante', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'gratuito', 0, 0, 25, 40, 4, 'Rua Goitacazes, 830', 'Barro Preto', 'Belo Horizonte', 'MG', '30190-052', '{"monday":{"open":"09:00","close":"18:00","closed":false},"tuesday":{"open":"09:00","close":"18:00","closed":false},"wednesday":{"open":"09:00","close":"18:00","closed":false},"thursday":{"open":"09:00","close":"18:00","closed":false},"friday":{"open":"09:00","close":"18:00","closed":false},"saturday":{"open":"09:00","close":"18:00","closed":false},"sunday":{"open":"09:00","close":"18:00","closed":false}}'::jsonb, 'pendente', false, '2026-11-17T16:45:00-03:00'),
  ('9c29f3c8-7117-44ce-b7aa-8696b2fc1504', 'Farmácia Bem Estar Nova Lima', 'Medicamentos, dermocosméticos e aferição de pressão com farmacêutico de plantão.', null, null, '(31) 3541-2290', '(31) 99120-2290', '@bemestarnovalima', 'atendimento@bemestarnovalima.com.br', 'farmacia', 'f2cf62ba-e761-4796-9801-259c9985a3e7', 'basico', 0, 0, 30, 45, 6, 'Alameda Oscar Niemeyer, 500', 'Vila da Serra', 'Nova Lima', 'MG', '34006-049', '{"monday":{"open":"07:00","close":"22:00","closed":false},"tuesday":{"open":"07:00","close":"22:00","closed":false},"wednesday":{"open":"07:00","close":"22:00","closed":false},"thursday":{"open":"07:00","close":"22:00","closed":false},"friday":{"open":"07:00","close":"22:00","closed":false},"saturday":{"open":"07:00","close":"22:00","closed":false},"sunday":{"open":"07:00","close":"22:00","closed":false}}'::jsonb, 'pendente', false, '2026-11-15T09:10:00-03:00'),
  ('fbb079d5-eb49-40b7-8c3c-a65cd469f9b1', 'Cervejaria Artesanal Serra Verde', 'Chopes e cervejas artesanais em growlers, com petiscos de boteco mineiro.', null, null, '(31) 3458-9012', '(31) 98455-9012', '@cervejariaserraverde', 'pedidos@serraverde.beer', 'restaurante', '04933cc9-b345-478e-a3ea-6de25ebb7498', 'gratuito', 0, 0, 35, 50, 8, 'Rua Padre Pedro Pinto, 2100', 'Venda Nova', 'Belo Horizonte', 'MG', '31510-000', '{"monday":{"open":"18:00","close":"23:00","closed":false},"tuesday":{"open":"16:00","close":"23:59","closed":false},"wednesday":{"open":"16:00","close":"23:59","closed":false},"thursday":{"open":"16:00","close":"23:59","closed":false},"friday":{"open":"16:00","close":"23:59","closed":false},"saturday":{"open":"16:00","close":"23:59","closed":false},"sunday":{"open":"16:00","close":"23:59","closed":false}}'::jsonb, 'pendente', false, '2026-11-12T19:30:00-03:00'),
  ('6cd3cde5-b51f-496f-a0e4-bd9819a745f9', 'Pizzaria Dom Giovanni', 'Pizzas de fermentação natural e calzones assados em forno de pedra.', null, null, '(31) 3532-7788', '(31) 99233-7788', '@domgiovannibetim', 'domgiovanni.betim@gmail.com', 'restaurante', 'ba7cb608-38da-454c-9f01-885cb73a33e2', 'basico', 0, 0, 40, 55, 5, 'Rua do Rosário, 315', 'Centro', 'Betim', 'MG', '32600-234', '{"monday":{"open":"18:00","close":"23:30","closed":false},"tuesday":{"open":"18:00","close":"23:30","closed":false},"wednesday":{"open":"18:00","close":"23:30","closed":false},"thursday":{"open":"18:00","close":"23:30","closed":false},"friday":{"open":"18:00","close":"23:30","closed":false},"saturday":{"open":"18:00","close":"23:30","closed":false},"sunday":{"open":"18:00","close":"23:30","closed":false}}'::jsonb, 'pendente', false, '2026-11-10T18:05:00-03:00'),
  ('0532abc7-3d3b-428a-8ae8-98ce270b5329', 'Marmitaria Fit & Cia', 'Marmitas congeladas com cardápio semanal e opções low carb.', null, null, '(31) 3476-5503', '(31) 98672-5503', '@marmitariafitecia', 'marmitariafitecia@outlook.com', 'restaurante', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', 'gratuito', 0, 0, 30, 45, 5, 'Rua Castelo de Lisboa, 77', 'Castelo', 'Belo Horizonte', 'MG', '31330-250', '{"monday":{"open":"10:00","close":"15:00","closed":false},"tuesday":{"open":"10:00","close":"15:00","closed":false},"wednesday":{"open":"10:00","close":"15:00","closed":false},"thursday":{"open":"10:00","close":"15:00","closed":false},"friday":{"open":"10:00","close":"15:00","closed":false},"saturday":{"open":"10:00","close":"15:00","closed":false},"sunday":{"open":"10:00","close":"15:00","closed":false}}'::jsonb, 'rejeitada', false, '2026-10-28T11:00:00-03:00'),
  ('45fbfb58-982f-4b7c-b54a-0d9751831aa7', 'Conveniência 24 Horas Posto Sul', 'Bebidas geladas, gelo, carvão e itens de conveniência a qualquer hora.', null, null, '(31) 3384-0024', '(31) 99384-0024', '@conveniencipostosul', 'postosul.conveniencia@gmail.com', 'mercado', '04933cc9-b345-478e-a3ea-6de25ebb7498', 'gratuito', 0, 0, 20, 35, 6.5, 'Avenida Afonso Vaz de Melo, 1200', 'Barreiro', 'Belo Horizonte', 'MG', '30640-070', '{"monday":{"open":"00:00","close":"23:59","closed":false},"tuesday":{"open":"00:00","close":"23:59","closed":false},"wednesday":{"open":"00:00","close":"23:59","closed":false},"thursday":{"open":"00:00","close":"23:59","closed":false},"friday":{"open":"00:00","close":"23:59","closed":false},"saturday":{"open":"00:00","close":"23:59","closed":false},"sunday":{"open":"00:00","close":"23:59","closed":false}}'::jsonb, 'rejeitada', false, '2026-10-21T22:15:00-03:00'),
  ('4b5ebf81-96cc-4c8f-8b77-6c8934940107', 'Padaria Trigo de Ouro', 'Pão francês de hora em hora, broas de fubá e café coado no balcão.', null, null, '(31) 3351-6620', '(31) 98101-6620', '@trigodeourocontagem', 'trigodeouro@padaria.com.br', 'restaurante', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', 'basico', 0, 0, 20, 35, 3.5, 'Rua Rio Grande do Norte, 410', 'Riacho das Pedras', 'Contagem', 'MG', '32280-300', '{"monday":{"open":"06:00","close":"20:00","closed":false},"tuesday":{"open":"06:00","close":"20:00","closed":false},"wednesday":{"open":"06:00","close":"20:00","closed":false},"thursday":{"open":"06:00","close":"20:00","closed":false},"friday":{"open":"06:00","close":"20:00","closed":false},"saturday":{"open":"06:00","close":"20:00","closed":false},"sunday":{"open":"06:00","close":"20:00","closed":false}}'::jsonb, 'aprovada', false, '2026-11-05T07:40:00-03:00'),
  ('3112646f-41d7-4637-a623-67e170f62d37', 'Quitanda da Vila', 'Frutas, verduras e legumes de pequenos produtores, com cestas semanais.', null, null, '(31) 3481-3390', '(31) 99870-3390', '@quitandadavila', 'ola@quitandadavila.com.br', 'mercado', '492a3e8c-3010-4207-8791-cb09071c0192', 'gratuito', 0, 0, 30, 50, 4.5, 'Rua Mármore, 540', 'Santa Tereza', 'Belo Horizonte', 'MG', '31010-220', '{"monday":{"open":"07:00","close":"19:00","closed":false},"tuesday":{"open":"07:00","close":"19:00","closed":false},"wednesday":{"open":"07:00","close":"19:00","closed":false},"thursday":{"open":"07:00","close":"19:00","closed":false},"friday":{"open":"07:00","close":"19:00","closed":false},"saturday":{"open":"07:00","close":"19:00","closed":false},"sunday":{"open":"07:00","close":"12:00","closed":false}}'::jsonb, 'aprovada', false, '2026-11-02T08:30:00-03:00');

insert into public.membros_loja (loja_id, user_id, papel) values
  ('7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'dono'),
  ('7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador');

insert into public.produtos (id, loja_id, nome, descricao, preco, imagem, categoria_id, disponivel, destaque, visualizacoes) values
  ('d00a9bf0-694a-4dc6-9d38-5cce4b3a09ba', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Pão francês (10 unidades)', 'Casquinha crocante e miolo macio, assado a cada hora.', 7.5, '/images/products/pao-frances.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, true, 1284),
  ('869464e5-37a8-4f4e-84d8-12e56785e5ee', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Pão de queijo mineiro (6 unidades)', 'Feito com polvilho azedo e queijo da Canastra, servido quentinho.', 12, '/images/products/pao-de-queijo.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, true, 1137),
  ('da33aa94-b726-427b-bc8c-45035d4908c9', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Coxinha de frango com catupiry', 'Massa de batata, recheio generoso de frango desfiado e catupiry.', 8.5, '/images/products/coxinha.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 862),
  ('9198a7ed-7b5a-4e66-b62f-03adf54bdcda', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Bolo de cenoura com chocolate (fatia)', 'Bolo fofinho de cenoura com cobertura de brigadeiro.', 9.9, '/images/products/bolo-de-cenoura.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 540),
  ('29643bca-e642-4242-8d18-19a08b4b5669', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Misto quente na chapa', 'Pão de forma, presunto e queijo muçarela derretido na manteiga.', 11.9, '/images/products/misto-quente.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 473),
  ('eeaab4f8-2ecb-44f8-a69c-f36d8a30d4dd', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Café com leite (300 ml)', 'Café coado na hora com leite vaporizado.', 6.5, '/images/products/cafe-com-leite.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 391),
  ('9123a6be-557d-4e01-85c9-fe67b50b7b1c', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'Sonho de doce de leite', 'Massa leve frita, recheada com doce de leite e açúcar por cima.', 7.9, '/images/products/sonho.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', false, false, 208),
  ('79058348-06a3-4766-8650-52f5d2e66bb0', 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'Pizza Margherita (grande)', 'Molho de tomate italiano, muçarela de búfala, manjericão e azeite.', 54.9, '/images/products/pizza-margherita.webp', 'ba7cb608-38da-454c-9f01-885cb73a33e2', true, true, 0),
  ('89464213-8a98-4f70-836c-82bf9d591492', 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'Pizza Calabresa (grande)', 'Calabresa fatiada, cebola roxa, azeitonas e orégano.', 52.9, '/images/products/pizza-calabresa.webp', 'ba7cb608-38da-454c-9f01-885cb73a33e2', true, false, 0),
  ('cc6654d6-d1ae-4d0a-8412-2fc138368df5', 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'Pizza Quatro Queijos (grande)', 'Muçarela, provolone, parmesão e gorgonzola.', 58.9, '/images/products/pizza-quatro-queijos.webp', 'ba7cb608-38da-454c-9f01-885cb73a33e2', true, false, 0),
  ('faaa7b4a-f7ba-49e7-bbca-57eca8f1d67b', 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'Pizza Portuguesa (grande)', 'Presunto, ovos, ervilha, cebola, azeitona e muçarela.', 56.9, '/images/products/pizza-portuguesa.webp', 'ba7cb608-38da-454c-9f01-885cb73a33e2', true, false, 0),
  ('05f2a0a0-b8c3-4b0a-93b8-3fc454e69388', 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'Pizza de chocolate com morango (média)', 'Chocolate ao leite derretido com morangos frescos.', 44.9, '/images/products/pizza-chocolate.webp', 'ba7cb608-38da-454c-9f01-885cb73a33e2', false, false, 0),
  ('e911060c-78a3-4b42-a091-505fa9cb40ca', 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'Guaraná Antarctica 2 L', 'Refrigerante de guaraná bem gelado para acompanhar a pizza.', 12, '/images/products/guarana-2l.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('25b42ad3-5064-4a6f-b795-11524c0b9bd8', '236635ef-3e4c-4f73-822d-90167ff2606a', 'X-Burger Clássico', 'Blend bovino de 160 g, queijo prato, alface, tomate e molho da casa.', 28.9, '/images/products/x-burger.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, true, 0),
  ('64c26c16-12dd-4758-b67d-88b1d0efe069', '236635ef-3e4c-4f73-822d-90167ff2606a', 'X-Bacon Duplo', 'Dois blends de 120 g, cheddar e bacon crocante no pão brioche.', 36.9, '/images/products/x-bacon.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 0),
  ('6d0324bc-64f4-44be-98f3-8f2e9e6b7869', '236635ef-3e4c-4f73-822d-90167ff2606a', 'Burger Queijo Canastra', 'Blend de 180 g com queijo Canastra maçaricado e cebola caramelizada.', 39.9, '/images/products/burger-canastra.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 0),
  ('6ad6bb5f-f21f-4b55-a333-afb6e1d375f5', '236635ef-3e4c-4f73-822d-90167ff2606a', 'Batata frita com cheddar e bacon', 'Porção de 400 g de batata rústica coberta de cheddar e bacon.', 22.9, '/images/products/batata-cheddar.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 0),
  ('3e66d78e-23fa-4d98-8813-91a802e83e6e', '236635ef-3e4c-4f73-822d-90167ff2606a', 'Onion rings', 'Anéis de cebola empanados, crocantes, com molho barbecue.', 19.9, '/images/products/onion-rings.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', false, false, 0),
  ('dbf7cf3b-3cc8-4084-81ba-d66b77deafa7', '236635ef-3e4c-4f73-822d-90167ff2606a', 'Milkshake de doce de leite (400 ml)', 'Sorvete de creme batido com doce de leite mineiro.', 18.9, '/images/products/milkshake.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('520f6794-507e-4ca1-a352-d5991bfa8eff', '88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', 'Combinado Kenzo (20 peças)', 'Sashimis, niguiris, uramakis e hossomakis escolhidos pelo chef.', 89.9, '/images/products/combinado-sushi.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, true, 0),
  ('32a84796-4da3-4aa7-aee5-25546c051cdc', '88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', 'Temaki de salmão', 'Cone de alga com arroz, salmão fresco e cebolinha.', 29.9, '/images/products/temaki.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('f3b5608e-f150-476a-b544-587145b208e8', '88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', 'Hot roll (10 peças)', 'Rolinho empanado de salmão e cream cheese com molho tarê.', 32.9, '/images/products/hot-roll.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('c7f34bcb-dacc-4e29-8eb3-4ec0981a0845', '88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', 'Yakisoba de frango', 'Macarrão oriental salteado com frango e legumes crocantes.', 42.9, '/images/products/yakisoba.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('64827a3b-3f52-4511-a977-480538caf5be', '88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', 'Guioza (6 unidades)', 'Pastéis japoneses de carne suína grelhados na chapa.', 24.9, '/images/products/guioza.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', false, false, 0),
  ('0009bfa4-c3be-4d8b-9b5c-3088d20906fc', '4f258dfa-bf57-4cd6-92f2-c2c0df921b31', 'Açaí 500 ml com banana e granola', 'Açaí cremoso com banana, granola crocante e leite condensado.', 22.9, '/images/products/acai-500.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, true, 0),
  ('d63588fe-7a39-4d49-9c6d-4447ee4f1209', '4f258dfa-bf57-4cd6-92f2-c2c0df921b31', 'Açaí 300 ml tradicional', 'Açaí puro batido com guaraná, sem acompanhamentos.', 15.9, '/images/products/acai-300.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 0),
  ('e877c3a7-cd4f-40a1-ae8e-42743ac9ab6e', '4f258dfa-bf57-4cd6-92f2-c2c0df921b31', 'Creme de cupuaçu 500 ml', 'Cupuaçu cremoso com calda de chocolate.', 21.9, '/images/products/cupuacu.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 0),
  ('1fbe0f62-7cfe-4bb6-944a-862cfb7c3f5d', '4f258dfa-bf57-4cd6-92f2-c2c0df921b31', 'Tapioca de queijo com coco', 'Tapioca na chapa com queijo coalho e coco ralado.', 14.9, '/images/products/tapioca.webp', 'c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa', true, false, 0),
  ('983ac8f1-3930-49b7-9f5f-37453bf60d10', '4f258dfa-bf57-4cd6-92f2-c2c0df921b31', 'Suco de laranja natural (500 ml)', 'Laranja espremida na hora, sem açúcar.', 11.9, '/images/products/suco-de-laranja.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('c6a85849-1316-4877-8fad-359827a5c7d9', 'a0275fc1-725b-48bc-a313-3f775fd9fb80', 'Feijão tropeiro completo', 'Tropeiro com torresmo, linguiça, couve, ovo e arroz.', 34.9, '/images/products/feijao-tropeiro.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, true, 0),
  ('c2280130-3155-41f2-a8f4-ef2fe58e47d2', 'a0275fc1-725b-48bc-a313-3f775fd9fb80', 'Frango com quiabo e angu', 'Frango caipira ensopado com quiabo, angu e arroz branco.', 36.9, '/images/products/frango-com-quiabo.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('3fe79e82-6391-4cc2-a8b7-0fda27496628', 'a0275fc1-725b-48bc-a313-3f775fd9fb80', 'Tutu à mineira com torresmo', 'Tutu de feijão, lombo, torresmo, couve e ovo cozido.', 38.9, '/images/products/tutu-a-mineira.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('2fab565b-89bf-457b-87ff-809d2847838c', 'a0275fc1-725b-48bc-a313-3f775fd9fb80', 'Prato feito executivo', 'Arroz, feijão, bife acebolado, salada e batata frita.', 27.9, '/images/products/prato-feito.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('623afdac-2e7e-4c1c-8180-ae8eb27fca4d', 'a0275fc1-725b-48bc-a313-3f775fd9fb80', 'Doce de leite com queijo minas', 'Sobremesa clássica mineira: doce de leite cremoso e queijo fresco.', 9.9, '/images/products/doce-de-leite.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', false, false, 0),
  ('1439e1ca-b76a-4819-86b3-ffce5d231e92', '5ea92b2c-2da5-4a26-84f1-697d5070ed0d', 'Lasanha à bolonhesa', 'Massa fresca em camadas com molho bolonhesa, bechamel e parmesão.', 46.9, '/images/products/lasanha.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, true, 0),
  ('80dd5bbd-dcfc-4f61-ac23-c44612bf0658', '5ea92b2c-2da5-4a26-84f1-697d5070ed0d', 'Espaguete ao pomodoro', 'Espaguete artesanal com molho de tomate fresco e manjericão.', 39.9, '/images/products/espaguete.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('826e0340-75ce-46be-8597-33ee940dc760', '5ea92b2c-2da5-4a26-84f1-697d5070ed0d', 'Nhoque ao sugo', 'Nhoque de batata feito à mão com molho sugo e parmesão.', 41.9, '/images/products/nhoque.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('504de19a-cf82-4a08-acb4-7ac985cb6885', '5ea92b2c-2da5-4a26-84f1-697d5070ed0d', 'Tiramisù', 'Biscoito champanhe, café, mascarpone e cacau.', 19.9, '/images/products/tiramisu.webp', '1c4f72a1-af69-4fc7-ae59-8517322e5d0b', true, false, 0),
  ('bac536b0-9c05-4b8c-be01-a80d54d0eba3', 'fc2f1b18-3948-465e-91b2-d2039008574b', 'Arroz branco tipo 1 (5 kg)', 'Arroz agulhinha tipo 1, grãos soltinhos.', 27.9, '/images/products/arroz.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, true, 0),
  ('a8b1bca1-2638-4c28-968c-488d373c1d6d', 'fc2f1b18-3948-465e-91b2-d2039008574b', 'Feijão carioca (1 kg)', 'Feijão carioca tipo 1, cozimento rápido.', 8.49, '/images/products/feijao-carioca.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, false, 0),
  ('936ce416-547c-4a8f-bb6c-0fba3e8af917', 'fc2f1b18-3948-465e-91b2-d2039008574b', 'Leite integral (1 L)', 'Leite UHT integral em caixa.', 5.29, '/images/products/leite.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, false, 0),
  ('1bca83c4-1059-4c02-9158-4e5e6db4f0ca', 'fc2f1b18-3948-465e-91b2-d2039008574b', 'Café torrado e moído (500 g)', 'Café do sul de Minas, torra média, embalado a vácuo.', 18.9, '/images/products/cafe-em-po.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, false, 0),
  ('c3dcc414-dbad-42b0-8c6c-e5bb7ad68a97', 'fc2f1b18-3948-465e-91b2-d2039008574b', 'Azeite extravirgem (500 ml)', 'Azeite português extravirgem, acidez máxima de 0,5%.', 34.9, '/images/products/azeite.webp', '492a3e8c-3010-4207-8791-cb09071c0192', false, false, 0),
  ('6c0a84bc-5788-490d-b4c5-350ae7ddfbfa', 'fc2f1b18-3948-465e-91b2-d2039008574b', 'Cerveja lata 350 ml (pack com 12)', 'Cerveja pilsen em lata, pack econômico.', 45.9, '/images/products/cerveja-lata.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('903f5695-3732-4db1-b00a-4b417b702eea', '56480ffc-eaba-4d62-ac38-67ca3dff6cb9', 'Banana prata (1 kg)', 'Banana prata madura no ponto, direto do Ceasa.', 6.99, '/images/products/banana.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, true, 0),
  ('0326c3a1-e4c7-4c53-9426-b75b97ceb473', '56480ffc-eaba-4d62-ac38-67ca3dff6cb9', 'Maçã gala (1 kg)', 'Maçãs gala doces e crocantes.', 9.99, '/images/products/maca.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, false, 0),
  ('3f626592-ac2d-4263-b5e5-f5520134851d', '56480ffc-eaba-4d62-ac38-67ca3dff6cb9', 'Tomate italiano (1 kg)', 'Tomate italiano firme, ótimo para molhos e saladas.', 8.49, '/images/products/tomate.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, false, 0),
  ('7520276a-8bd9-4b0c-bb2b-d4e72a9120b9', '56480ffc-eaba-4d62-ac38-67ca3dff6cb9', 'Cesta de frutas da estação', 'Seleção de 3 kg com as frutas mais fresquinhas da semana.', 49.9, '/images/products/cesta-de-frutas.webp', '492a3e8c-3010-4207-8791-cb09071c0192', true, false, 0),
  ('13823069-2763-46e9-9b85-f20ae42e5b0e', '56480ffc-eaba-4d62-ac38-67ca3dff6cb9', 'Alface crespa hidropônica', 'Pé de alface crespa cultivada sem agrotóxicos.', 3.99, '/images/products/alface.webp', '492a3e8c-3010-4207-8791-cb09071c0192', false, false, 0),
  ('5834ea2d-8ad8-4b37-9484-b76e1d0d53f1', '6f87d499-2cad-41a4-84b6-a7f93f1e1d7f', 'Dipirona monoidratada 500 mg (10 comprimidos)', 'Analgésico e antitérmico. Siga a orientação do farmacêutico.', 7.9, '/images/products/dipirona.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, true, 0),
  ('4bc4494e-2db4-45cf-84c4-654cfd34971d', '6f87d499-2cad-41a4-84b6-a7f93f1e1d7f', 'Paracetamol 750 mg (20 comprimidos)', 'Alívio de dores e febre. Genérico.', 12.9, '/images/products/paracetamol.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, false, 0),
  ('2cc5c6fc-f2c2-4fe0-a623-7fbbd36fa7ff', '6f87d499-2cad-41a4-84b6-a7f93f1e1d7f', 'Vitamina C 1 g efervescente (10 comprimidos)', 'Suplemento de vitamina C sabor laranja.', 19.9, '/images/products/vitamina-c.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, false, 0),
  ('1e4d0be2-3e7c-4610-a850-83f8624573ba', '6f87d499-2cad-41a4-84b6-a7f93f1e1d7f', 'Protetor solar FPS 50 (200 ml)', 'Proteção UVA/UVB, toque seco e resistente à água.', 59.9, '/images/products/protetor-solar.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, false, 0),
  ('75c182af-dc86-4202-9766-d22aedd0faf0', '6f87d499-2cad-41a4-84b6-a7f93f1e1d7f', 'Álcool em gel 70% (500 ml)', 'Higienizador de mãos com glicerina.', 14.9, '/images/products/alcool-em-gel.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, false, 0),
  ('58f58ca1-5048-4a92-972a-84e374ee89c4', '72bf5fb7-92d6-427a-8e87-2023b84d0f05', 'Ibuprofeno 400 mg (10 cápsulas)', 'Anti-inflamatório para dores musculares e de cabeça.', 15.9, '/images/products/ibuprofeno.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, true, 0),
  ('2be6970e-6132-4c71-a280-37f81e4dcb64', '72bf5fb7-92d6-427a-8e87-2023b84d0f05', 'Soro fisiológico 0,9% (500 ml)', 'Solução de cloreto de sódio para limpeza nasal e de ferimentos.', 8.9, '/images/products/soro-fisiologico.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, false, 0),
  ('98ee4369-21f7-4898-8387-f063319a3db8', '72bf5fb7-92d6-427a-8e87-2023b84d0f05', 'Curativo adesivo (caixa com 40)', 'Curativos transparentes à prova d''água.', 11.9, '/images/products/curativo.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', true, false, 0),
  ('2e357096-c83d-4ffa-b097-14975219c20f', '72bf5fb7-92d6-427a-8e87-2023b84d0f05', 'Termômetro digital', 'Medição em 60 segundos com alarme de febre.', 29.9, '/images/products/termometro.webp', 'f2cf62ba-e761-4796-9801-259c9985a3e7', false, false, 0),
  ('44a7c4fb-baa9-4b20-b1fa-1dd0bc3b56e0', '1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'Cerveja long neck (6 unidades)', 'Cerveja puro malte 355 ml, trincando de gelada.', 39.9, '/images/products/cerveja-long-neck.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, true, 0),
  ('753edc8d-ecea-4724-801e-6ba992c8401e', '1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'Vinho tinto chileno Cabernet (750 ml)', 'Cabernet Sauvignon do Vale Central, frutado e macio.', 54.9, '/images/products/vinho-tinto.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('70649462-f1cb-4a91-8cd9-030cc0c0100b', '1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'Refrigerante de cola 2 L', 'Refrigerante sabor cola em garrafa PET.', 10.99, '/images/products/refrigerante-cola.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('c22aaf4a-332a-41b3-a74b-c8e4f1543c5c', '1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'Água mineral sem gás (1,5 L)', 'Água mineral natural de fonte mineira.', 3.99, '/images/products/agua-mineral.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('97d32568-0a0e-4dfd-80cc-45299f4e5bd3', '1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'Energético (473 ml)', 'Bebida energética em lata grande.', 12.9, '/images/products/energetico.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', true, false, 0),
  ('2b3fb2cc-ac86-4dcb-afbc-6aaa1d5d0425', '1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'Cachaça mineira envelhecida (700 ml)', 'Cachaça de Salinas envelhecida em barril de umburana.', 69.9, '/images/products/cachaca.webp', '04933cc9-b345-478e-a3ea-6de25ebb7498', false, false, 0);

insert into public.cupons (id, loja_id, codigo, descricao, tipo_desconto, valor_desconto, pedido_minimo, inicio, fim, usos, ativo, dias_semana, primeiro_pedido, tipo_servico) values
  ('5b0f3f7e-2a51-4c1e-9d3a-7c1a2b9e4f10', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'PAOQUENTE10', '10% de desconto em qualquer pedido da padaria.', 'percentual', 10, 30, '2026-11-01', '2026-12-31', 48, true, null, false, null),
  ('a4c2d8e1-6b7f-4f0a-8e2d-1f3b5c7d9e21', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'CAFEDAMANHA', 'R$ 5 de desconto no café da manhã, de segunda a sexta.', 'valor', 5, 25, '2026-11-01', '2026-11-30', 23, true, array[1, 2, 3, 4, 5], false, null),
  ('c7e9a1b3-4d5f-4a6b-9c8d-2e0f1a3b5c32', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'BEMVINDO15', '15% no primeiro pedido de novos clientes.', 'percentual', 15, 40, '2026-10-01', '2026-12-31', 12, true, null, true, null),
  ('e1f3a5b7-8c9d-4e0f-a1b2-c3d4e5f6a743', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'NATAL2026', 'R$ 10 de desconto nas encomendas de Natal.', 'valor', 10, 80, '2026-12-01', '2026-12-25', 0, false, null, false, null),
  ('f2a4b6c8-9d0e-4f1a-b2c3-d4e5f6a7b854', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'SONHO20', '20% de desconto nos sonhos de doce de leite.', 'percentual', 20, 15, '2026-09-01', '2026-09-30', 61, false, null, false, null);
-- END catalogue

-- BEGIN orders: generated by scripts/seed-catalogue.ts from fixtures/; do not edit.
-- The demo orders' other customers: cliente accounts without a password (the auth trigger makes each a cliente).
with sample (id, email) as (
  values
    ('a0470e3a-61b5-4c5f-8a5d-bfb49a618b39'::uuid, 'carlos.oliveira@clientes.example'),
    ('0232fc96-8f4c-4071-ae8e-f9af8f40ea55'::uuid, 'fernanda.lima@clientes.example'),
    ('360e37ab-e231-4c66-ba25-11315b487385'::uuid, 'joaopedro.santos@clientes.example'),
    ('94a03159-0e01-4128-8baf-013dcb5a7bc4'::uuid, 'beatriz.martins@clientes.example')
)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', sample.id, 'authenticated', 'authenticated', sample.email, '', now(), null,
  '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb, now(), now(),
  '', '', '', ''
from sample;

update public.perfis p
set nome_mostrado = d.nome_mostrado, nome_completo = d.nome_completo, telefone = d.telefone,
    pagamento_preferido = d.pagamento_preferido
from (
  values
  ('4105777f-686d-4c13-a805-fe8808d84b12'::uuid, 'Ana Souza', 'Ana Paula Souza', '(31) 98765-4321', 'credito'),
  ('a0470e3a-61b5-4c5f-8a5d-bfb49a618b39'::uuid, 'Carlos Oliveira', 'Carlos Henrique Oliveira', '(31) 99234-8871', 'pix'),
  ('0232fc96-8f4c-4071-ae8e-f9af8f40ea55'::uuid, 'Fernanda Lima', 'Fernanda Lima Rezende', '(31) 98456-3390', 'debito'),
  ('360e37ab-e231-4c66-ba25-11315b487385'::uuid, 'João Pedro Santos', 'João Pedro Santos', '(31) 99871-0456', 'credito'),
  ('94a03159-0e01-4128-8baf-013dcb5a7bc4'::uuid, 'Beatriz Martins', 'Beatriz Martins Costa', '(31) 98003-7712', 'pix')
) as d (user_id, nome_mostrado, nome_completo, telefone, pagamento_preferido)
where p.user_id = d.user_id;

insert into public.enderecos (id, cliente_id, rotulo, logradouro, numero, complemento, bairro, cidade, uf, cep, padrao) values
  ('77ffcccd-2789-4631-813b-7b4002be981a', '4105777f-686d-4c13-a805-fe8808d84b12', 'Casa', 'Rua Paraíba', '575', 'apto 802', 'Funcionários', 'Belo Horizonte', 'MG', '30130-140', true),
  ('08b3d2f2-63a2-4d9c-a40e-bd61bb45ea2c', '4105777f-686d-4c13-a805-fe8808d84b12', 'Trabalho', 'Avenida do Contorno', '6594', 'sala 1102', 'Savassi', 'Belo Horizonte', 'MG', '30110-044', false),
  ('3f1c7e52-90a4-4e0b-8d2a-6b5e1f0c9a11', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', 'Casa', 'Rua Alagoas', '1314', null, 'Savassi', 'Belo Horizonte', 'MG', '30130-160', true),
  ('5a8d2c4e-1b7f-4c3a-9e6d-2f0b8a7c5d12', '0232fc96-8f4c-4071-ae8e-f9af8f40ea55', 'Casa', 'Rua Rio de Janeiro', '2200', 'apto 301', 'Lourdes', 'Belo Horizonte', 'MG', '30160-042', true),
  ('7c2e9b1d-4a6f-4d8e-b3c5-0e1f2a3b4c13', '360e37ab-e231-4c66-ba25-11315b487385', 'Casa', 'Rua Pouso Alegre', '901', null, 'Santa Efigênia', 'Belo Horizonte', 'MG', '31010-080', true),
  ('9e4f6a8b-2c1d-4e3f-a5b7-c9d0e1f2a314', '94a03159-0e01-4128-8baf-013dcb5a7bc4', 'Casa', 'Rua Romualdo Lopes Cançado', '220', null, 'Buritis', 'Belo Horizonte', 'MG', '30575-800', true);

insert into public.cupons (id, loja_id, codigo, descricao, tipo_desconto, valor_desconto, pedido_minimo, inicio, fim, dias_semana, primeiro_pedido, tipo_servico, usos, ativo) values
  ('2d6f0a3e-8b41-4c7e-9f25-1a3b5c7d9e01', null, 'PRIMEIRACOMPRA', '15% de desconto no primeiro pedido em qualquer loja da Vitrine.', 'percentual', 15, 0, '2026-01-01', '2030-12-31', null, true, null, 0, true),
  ('4e8a1c5f-0d62-4a9b-8c37-3b5d7f9a1c02', null, 'FRETEGRATIS', 'Entrega grátis em pedidos acima de R$ 30 aos sábados e domingos.', 'frete_gratis', 0, 30, '2026-01-01', '2030-12-31', array[6, 7], false, null, 0, true),
  ('6f0b3d7a-2e84-4b1c-9d49-5c7e9a1b3d03', null, 'FARMACIA10', '10% de desconto nas farmácias parceiras.', 'percentual', 10, 0, '2026-01-01', '2030-12-31', null, false, 'farmacia', 0, true);

insert into public.pedidos (id, cliente_id, loja_id, status, tipo_entrega, pagamento, subtotal, taxa_entrega, desconto, total, observacoes, cliente_nome, cliente_telefone, loja_nome, endereco, tempo_min, tempo_max, motivo_cancelamento, entregador_id, chave_idempotencia, created_at, updated_at) values
  ('14ffc248-c8c9-4303-b570-86b86748d12d', '4105777f-686d-4c13-a805-fe8808d84b12', 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', 'entregue', 'entrega', 'credito', 66.9, 0, 0, 66.9, 'Sem cebola, por favor.', 'Ana Paula Souza', '(31) 98765-4321', 'Bella Napoli Pizzaria', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 40, 55, null, null, '14ffc248-c8c9-4303-b570-86b86748d12d', now() - interval '10155 minutes', now() - interval '10107 minutes'),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', '4105777f-686d-4c13-a805-fe8808d84b12', '88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', 'entregue', 'entrega', 'pix', 149.7, 0, 0, 149.7, '', 'Ana Paula Souza', '(31) 98765-4321', 'Sushi Kenzo', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 45, 60, null, null, 'fc595def-72eb-4510-a5c5-2380794a2dc1', now() - interval '18830 minutes', now() - interval '18782 minutes'),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', '4105777f-686d-4c13-a805-fe8808d84b12', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'entregue', 'entrega', 'debito', 44.5, 4.99, 0, 49.49, 'Tocar o interfone do apartamento 802.', 'Ana Paula Souza', '(31) 98765-4321', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 20, 30, null, 'd97ab37f-280b-41d9-a862-6415b9f63fbf', '41729b67-a172-4a48-9a28-fea04ac9db97', now() - interval '5140 minutes', now() - interval '5092 minutes'),
  ('4d9bf217-7bb1-4ca6-ac32-04313bc37532', '4105777f-686d-4c13-a805-fe8808d84b12', '236635ef-3e4c-4f73-822d-90167ff2606a', 'preparando', 'entrega', 'credito', 78.7, 0, 0, 78.7, 'Hambúrguer ao ponto, sem picles.', 'Ana Paula Souza', '(31) 98765-4321', 'Burger Mineiro', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 30, 45, null, null, '4d9bf217-7bb1-4ca6-ac32-04313bc37532', now() - interval '35 minutes', now() - interval '31 minutes'),
  ('18f60c21-e7f4-46d4-92ea-da1e63bb7ee1', '4105777f-686d-4c13-a805-fe8808d84b12', '4f258dfa-bf57-4cd6-92f2-c2c0df921b31', 'a_caminho', 'entrega', 'pix', 45.8, 0, 0, 45.8, '', 'Ana Paula Souza', '(31) 98765-4321', 'Açaí da Praça', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 25, 35, null, null, '18f60c21-e7f4-46d4-92ea-da1e63bb7ee1', now() - interval '50 minutes', now() - interval '23 minutes'),
  ('6225c55e-3a91-4e68-a1cd-75dfa49cce6b', '4105777f-686d-4c13-a805-fe8808d84b12', '6f87d499-2cad-41a4-84b6-a7f93f1e1d7f', 'confirmado', 'entrega', 'credito', 27.8, 0, 0, 27.8, 'Deixar na portaria com o porteiro.', 'Ana Paula Souza', '(31) 98765-4321', 'Drogaria Vida', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 20, 35, null, null, '6225c55e-3a91-4e68-a1cd-75dfa49cce6b', now() - interval '10 minutes', now() - interval '10 minutes'),
  ('0bd19651-06f6-4ebf-b1b7-7ab33f38e428', '4105777f-686d-4c13-a805-fe8808d84b12', 'a0275fc1-725b-48bc-a313-3f775fd9fb80', 'cancelado', 'entrega', 'debito', 62.8, 0, 0, 62.8, '', 'Ana Paula Souza', '(31) 98765-4321', 'Restaurante Sabor de Minas', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 30, 40, 'Sem entregadores disponíveis no horário do almoço.', null, '0bd19651-06f6-4ebf-b1b7-7ab33f38e428', now() - interval '13520 minutes', now() - interval '13514 minutes'),
  ('c10fdfa4-d500-43e4-b0b1-4f34e7cbc27a', '4105777f-686d-4c13-a805-fe8808d84b12', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'pronto', 'retirada', 'pix', 45.9, 0, 0, 45.9, 'Vou buscar no balcão às 19h.', 'Ana Paula Souza', '(31) 98765-4321', 'Padaria Pão Quente', null, 20, 30, null, null, 'c10fdfa4-d500-43e4-b0b1-4f34e7cbc27a', now() - interval '180 minutes', now() - interval '158 minutes'),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', '4105777f-686d-4c13-a805-fe8808d84b12', 'fc2f1b18-3948-465e-91b2-d2039008574b', 'entregue', 'entrega', 'credito', 95.52, 0, 0, 95.52, '', 'Ana Paula Souza', '(31) 98765-4321', 'Supermercado Bom Preço', '{"rotulo":"Casa","logradouro":"Rua Paraíba","numero":"575","complemento":"apto 802","bairro":"Funcionários","cidade":"Belo Horizonte","uf":"MG","cep":"30130-140"}'::jsonb, 50, 70, null, null, '99be6d7d-5a4e-4808-99d1-14e4cc8e2593', now() - interval '28030 minutes', now() - interval '27982 minutes'),
  ('e4895960-84cb-4959-b00d-f6a28d264854', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'preparando', 'entrega', 'pix', 31.8, 4.99, 0, 36.79, 'Capricha no pão de queijo quentinho!', 'Carlos Henrique Oliveira', '(31) 99234-8871', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Alagoas","numero":"1314","complemento":null,"bairro":"Savassi","cidade":"Belo Horizonte","uf":"MG","cep":"30130-160"}'::jsonb, 20, 30, null, null, 'e4895960-84cb-4959-b00d-f6a28d264854', now() - interval '50 minutes', now() - interval '46 minutes'),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', '0232fc96-8f4c-4071-ae8e-f9af8f40ea55', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'entregue', 'entrega', 'debito', 21.5, 4.99, 0, 26.49, '', 'Fernanda Lima Rezende', '(31) 98456-3390', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Rio de Janeiro","numero":"2200","complemento":"apto 301","bairro":"Lourdes","cidade":"Belo Horizonte","uf":"MG","cep":"30160-042"}'::jsonb, 20, 30, null, 'd97ab37f-280b-41d9-a862-6415b9f63fbf', '0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', now() - interval '800 minutes', now() - interval '752 minutes'),
  ('748bcb48-4a24-4e56-86c6-096a45ca3fcf', '360e37ab-e231-4c66-ba25-11315b487385', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'confirmado', 'entrega', 'credito', 49.3, 4.99, 0, 54.29, 'Mandar guardanapos extras.', 'João Pedro Santos', '(31) 99871-0456', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Pouso Alegre","numero":"901","complemento":null,"bairro":"Santa Efigênia","cidade":"Belo Horizonte","uf":"MG","cep":"31010-080"}'::jsonb, 20, 30, null, null, '748bcb48-4a24-4e56-86c6-096a45ca3fcf', now() - interval '20 minutes', now() - interval '20 minutes'),
  ('37ec6e84-9eec-40a8-a4d7-d686bdbc66e2', '94a03159-0e01-4128-8baf-013dcb5a7bc4', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'cancelado', 'entrega', 'pix', 9.9, 4.99, 0, 14.89, '', 'Beatriz Martins Costa', '(31) 98003-7712', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Romualdo Lopes Cançado","numero":"220","complemento":null,"bairro":"Buritis","cidade":"Belo Horizonte","uf":"MG","cep":"30575-800"}'::jsonb, 20, 30, 'Bolo de cenoura esgotado no fim da tarde.', null, '37ec6e84-9eec-40a8-a4d7-d686bdbc66e2', now() - interval '1725 minutes', now() - interval '1719 minutes'),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', '94a03159-0e01-4128-8baf-013dcb5a7bc4', '56480ffc-eaba-4d62-ac38-67ca3dff6cb9', 'a_caminho', 'entrega', 'pix', 73.87, 0, 0, 73.87, 'Bananas não muito maduras, por favor.', 'Beatriz Martins Costa', '(31) 98003-7712', 'Hortifrúti Santa Efigênia', '{"rotulo":"Casa","logradouro":"Rua Romualdo Lopes Cançado","numero":"220","complemento":null,"bairro":"Buritis","cidade":"Belo Horizonte","uf":"MG","cep":"30575-800"}'::jsonb, 35, 50, null, null, '01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', now() - interval '100 minutes', now() - interval '73 minutes'),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', '5ea92b2c-2da5-4a26-84f1-697d5070ed0d', 'entregue', 'entrega', 'credito', 133.6, 0, 0, 133.6, '', 'Carlos Henrique Oliveira', '(31) 99234-8871', 'Cantina do Nonno', '{"rotulo":"Casa","logradouro":"Rua Alagoas","numero":"1314","complemento":null,"bairro":"Savassi","cidade":"Belo Horizonte","uf":"MG","cep":"30130-160"}'::jsonb, 40, 50, null, null, 'b6a1521d-fa7e-4a14-aded-f3002cedb840', now() - interval '8700 minutes', now() - interval '8652 minutes'),
  ('9affc2ff-211a-43c4-b660-2d5bd7c7ca88', '360e37ab-e231-4c66-ba25-11315b487385', '1aaa3437-4ef7-4dfd-b282-cc939ecea2f2', 'confirmado', 'entrega', 'pix', 87.78, 0, 0, 87.78, 'Cerveja bem gelada!', 'João Pedro Santos', '(31) 99871-0456', 'Adega do Chico', '{"rotulo":"Casa","logradouro":"Rua Pouso Alegre","numero":"901","complemento":null,"bairro":"Santa Efigênia","cidade":"Belo Horizonte","uf":"MG","cep":"31010-080"}'::jsonb, 25, 40, null, null, '9affc2ff-211a-43c4-b660-2d5bd7c7ca88', now() - interval '5 minutes', now() - interval '5 minutes'),
  ('7a0709da-f23f-4a9b-9041-ccae0366efe1', '0232fc96-8f4c-4071-ae8e-f9af8f40ea55', '72bf5fb7-92d6-427a-8e87-2023b84d0f05', 'pronto', 'retirada', 'debito', 33.7, 0, 0, 33.7, '', 'Fernanda Lima Rezende', '(31) 98456-3390', 'Farmácia Pampulha', null, 20, 30, null, null, '7a0709da-f23f-4a9b-9041-ccae0366efe1', now() - interval '135 minutes', now() - interval '113 minutes'),
  ('5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61', '360e37ab-e231-4c66-ba25-11315b487385', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'pronto', 'entrega', 'credito', 23.5, 4.99, 0, 28.49, 'Portão azul, tocar a campainha.', 'João Pedro Santos', '(31) 99871-0456', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Pouso Alegre","numero":"901","complemento":null,"bairro":"Santa Efigênia","cidade":"Belo Horizonte","uf":"MG","cep":"31010-080"}'::jsonb, 20, 30, null, null, '5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61', now() - interval '30 minutes', now() - interval '8 minutes'),
  ('8c4d2e6f-7a1b-4c3d-8e5f-2a3b4c5d6e72', '0232fc96-8f4c-4071-ae8e-f9af8f40ea55', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'pronto', 'entrega', 'pix', 24, 4.99, 0, 28.99, '', 'Fernanda Lima Rezende', '(31) 98456-3390', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Rio de Janeiro","numero":"2200","complemento":"apto 301","bairro":"Lourdes","cidade":"Belo Horizonte","uf":"MG","cep":"30160-042"}'::jsonb, 20, 30, null, null, '8c4d2e6f-7a1b-4c3d-8e5f-2a3b4c5d6e72', now() - interval '28 minutes', now() - interval '6 minutes'),
  ('2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'a_caminho', 'entrega', 'debito', 27.3, 4.99, 0, 32.29, 'Entregar na portaria.', 'Carlos Henrique Oliveira', '(31) 99234-8871', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Alagoas","numero":"1314","complemento":null,"bairro":"Savassi","cidade":"Belo Horizonte","uf":"MG","cep":"30130-160"}'::jsonb, 20, 30, null, 'd97ab37f-280b-41d9-a862-6415b9f63fbf', '2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', now() - interval '38 minutes', now() - interval '11 minutes'),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'entregue', 'entrega', 'credito', 36.8, 4.99, 0, 41.79, '', 'Carlos Henrique Oliveira', '(31) 99234-8871', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Alagoas","numero":"1314","complemento":null,"bairro":"Savassi","cidade":"Belo Horizonte","uf":"MG","cep":"30130-160"}'::jsonb, 20, 30, null, 'd97ab37f-280b-41d9-a862-6415b9f63fbf', '9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', now() - interval '65 minutes', now() - interval '17 minutes'),
  ('4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', '360e37ab-e231-4c66-ba25-11315b487385', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'entregue', 'entrega', 'pix', 12, 4.99, 0, 16.99, '', 'João Pedro Santos', '(31) 99871-0456', 'Padaria Pão Quente', '{"rotulo":"Casa","logradouro":"Rua Pouso Alegre","numero":"901","complemento":null,"bairro":"Santa Efigênia","cidade":"Belo Horizonte","uf":"MG","cep":"31010-080"}'::jsonb, 20, 30, null, 'd97ab37f-280b-41d9-a862-6415b9f63fbf', '4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', now() - interval '110 minutes', now() - interval '62 minutes');

insert into public.itens_pedido (pedido_id, produto_id, nome, preco_unitario, quantidade, posicao) values
  ('14ffc248-c8c9-4303-b570-86b86748d12d', '79058348-06a3-4766-8650-52f5d2e66bb0', 'Pizza Margherita (grande)', 54.9, 1, 1),
  ('14ffc248-c8c9-4303-b570-86b86748d12d', 'e911060c-78a3-4b42-a091-505fa9cb40ca', 'Guaraná Antarctica 2 L', 12, 1, 2),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', '520f6794-507e-4ca1-a352-d5991bfa8eff', 'Combinado Kenzo (20 peças)', 89.9, 1, 1),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', '32a84796-4da3-4aa7-aee5-25546c051cdc', 'Temaki de salmão', 29.9, 2, 2),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', 'd00a9bf0-694a-4dc6-9d38-5cce4b3a09ba', 'Pão francês (10 unidades)', 7.5, 1, 1),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', '869464e5-37a8-4f4e-84d8-12e56785e5ee', 'Pão de queijo mineiro (6 unidades)', 12, 2, 2),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', 'eeaab4f8-2ecb-44f8-a69c-f36d8a30d4dd', 'Café com leite (300 ml)', 6.5, 2, 3),
  ('4d9bf217-7bb1-4ca6-ac32-04313bc37532', '64c26c16-12dd-4758-b67d-88b1d0efe069', 'X-Bacon Duplo', 36.9, 1, 1),
  ('4d9bf217-7bb1-4ca6-ac32-04313bc37532', '6ad6bb5f-f21f-4b55-a333-afb6e1d375f5', 'Batata frita com cheddar e bacon', 22.9, 1, 2),
  ('4d9bf217-7bb1-4ca6-ac32-04313bc37532', 'dbf7cf3b-3cc8-4084-81ba-d66b77deafa7', 'Milkshake de doce de leite (400 ml)', 18.9, 1, 3),
  ('18f60c21-e7f4-46d4-92ea-da1e63bb7ee1', '0009bfa4-c3be-4d8b-9b5c-3088d20906fc', 'Açaí 500 ml com banana e granola', 22.9, 2, 1),
  ('6225c55e-3a91-4e68-a1cd-75dfa49cce6b', '5834ea2d-8ad8-4b37-9484-b76e1d0d53f1', 'Dipirona monoidratada 500 mg (10 comprimidos)', 7.9, 1, 1),
  ('6225c55e-3a91-4e68-a1cd-75dfa49cce6b', '2cc5c6fc-f2c2-4fe0-a623-7fbbd36fa7ff', 'Vitamina C 1 g efervescente (10 comprimidos)', 19.9, 1, 2),
  ('0bd19651-06f6-4ebf-b1b7-7ab33f38e428', 'c6a85849-1316-4877-8fad-359827a5c7d9', 'Feijão tropeiro completo', 34.9, 1, 1),
  ('0bd19651-06f6-4ebf-b1b7-7ab33f38e428', '2fab565b-89bf-457b-87ff-809d2847838c', 'Prato feito executivo', 27.9, 1, 2),
  ('c10fdfa4-d500-43e4-b0b1-4f34e7cbc27a', 'da33aa94-b726-427b-bc8c-45035d4908c9', 'Coxinha de frango com catupiry', 8.5, 4, 1),
  ('c10fdfa4-d500-43e4-b0b1-4f34e7cbc27a', '29643bca-e642-4242-8d18-19a08b4b5669', 'Misto quente na chapa', 11.9, 1, 2),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', 'bac536b0-9c05-4b8c-be01-a80d54d0eba3', 'Arroz branco tipo 1 (5 kg)', 27.9, 1, 1),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', 'a8b1bca1-2638-4c28-968c-488d373c1d6d', 'Feijão carioca (1 kg)', 8.49, 2, 2),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', '936ce416-547c-4a8f-bb6c-0fba3e8af917', 'Leite integral (1 L)', 5.29, 6, 3),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', '1bca83c4-1059-4c02-9158-4e5e6db4f0ca', 'Café torrado e moído (500 g)', 18.9, 1, 4),
  ('e4895960-84cb-4959-b00d-f6a28d264854', '869464e5-37a8-4f4e-84d8-12e56785e5ee', 'Pão de queijo mineiro (6 unidades)', 12, 1, 1),
  ('e4895960-84cb-4959-b00d-f6a28d264854', '9198a7ed-7b5a-4e66-b62f-03adf54bdcda', 'Bolo de cenoura com chocolate (fatia)', 9.9, 2, 2),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', 'd00a9bf0-694a-4dc6-9d38-5cce4b3a09ba', 'Pão francês (10 unidades)', 7.5, 2, 1),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', 'eeaab4f8-2ecb-44f8-a69c-f36d8a30d4dd', 'Café com leite (300 ml)', 6.5, 1, 2),
  ('748bcb48-4a24-4e56-86c6-096a45ca3fcf', 'da33aa94-b726-427b-bc8c-45035d4908c9', 'Coxinha de frango com catupiry', 8.5, 3, 1),
  ('748bcb48-4a24-4e56-86c6-096a45ca3fcf', '29643bca-e642-4242-8d18-19a08b4b5669', 'Misto quente na chapa', 11.9, 2, 2),
  ('37ec6e84-9eec-40a8-a4d7-d686bdbc66e2', '9198a7ed-7b5a-4e66-b62f-03adf54bdcda', 'Bolo de cenoura com chocolate (fatia)', 9.9, 1, 1),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', '903f5695-3732-4db1-b00a-4b417b702eea', 'Banana prata (1 kg)', 6.99, 2, 1),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', '0326c3a1-e4c7-4c53-9426-b75b97ceb473', 'Maçã gala (1 kg)', 9.99, 1, 2),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', '7520276a-8bd9-4b0c-bb2b-d4e72a9120b9', 'Cesta de frutas da estação', 49.9, 1, 3),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', '1439e1ca-b76a-4819-86b3-ffce5d231e92', 'Lasanha à bolonhesa', 46.9, 2, 1),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', '504de19a-cf82-4a08-acb4-7ac985cb6885', 'Tiramisù', 19.9, 2, 2),
  ('9affc2ff-211a-43c4-b660-2d5bd7c7ca88', '44a7c4fb-baa9-4b20-b1fa-1dd0bc3b56e0', 'Cerveja long neck (6 unidades)', 39.9, 2, 1),
  ('9affc2ff-211a-43c4-b660-2d5bd7c7ca88', 'c22aaf4a-332a-41b3-a74b-c8e4f1543c5c', 'Água mineral sem gás (1,5 L)', 3.99, 2, 2),
  ('7a0709da-f23f-4a9b-9041-ccae0366efe1', '58f58ca1-5048-4a92-972a-84e374ee89c4', 'Ibuprofeno 400 mg (10 cápsulas)', 15.9, 1, 1),
  ('7a0709da-f23f-4a9b-9041-ccae0366efe1', '2be6970e-6132-4c71-a280-37f81e4dcb64', 'Soro fisiológico 0,9% (500 ml)', 8.9, 2, 2),
  ('5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61', 'da33aa94-b726-427b-bc8c-45035d4908c9', 'Coxinha de frango com catupiry', 8.5, 2, 1),
  ('5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61', 'eeaab4f8-2ecb-44f8-a69c-f36d8a30d4dd', 'Café com leite (300 ml)', 6.5, 1, 2),
  ('8c4d2e6f-7a1b-4c3d-8e5f-2a3b4c5d6e72', '869464e5-37a8-4f4e-84d8-12e56785e5ee', 'Pão de queijo mineiro (6 unidades)', 12, 2, 1),
  ('2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', 'd00a9bf0-694a-4dc6-9d38-5cce4b3a09ba', 'Pão francês (10 unidades)', 7.5, 1, 1),
  ('2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', '9198a7ed-7b5a-4e66-b62f-03adf54bdcda', 'Bolo de cenoura com chocolate (fatia)', 9.9, 2, 2),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', '29643bca-e642-4242-8d18-19a08b4b5669', 'Misto quente na chapa', 11.9, 2, 1),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', 'eeaab4f8-2ecb-44f8-a69c-f36d8a30d4dd', 'Café com leite (300 ml)', 6.5, 2, 2),
  ('4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', '869464e5-37a8-4f4e-84d8-12e56785e5ee', 'Pão de queijo mineiro (6 unidades)', 12, 1, 1);

insert into public.eventos_pedido (pedido_id, autor_id, papel, de, para, motivo, created_at) values
  ('14ffc248-c8c9-4303-b570-86b86748d12d', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '10155 minutes'),
  ('14ffc248-c8c9-4303-b570-86b86748d12d', null, 'loja', 'confirmado', 'preparando', null, now() - interval '10151 minutes'),
  ('14ffc248-c8c9-4303-b570-86b86748d12d', null, 'loja', 'preparando', 'pronto', null, now() - interval '10133 minutes'),
  ('14ffc248-c8c9-4303-b570-86b86748d12d', null, 'loja', 'pronto', 'a_caminho', null, now() - interval '10128 minutes'),
  ('14ffc248-c8c9-4303-b570-86b86748d12d', null, 'loja', 'a_caminho', 'entregue', null, now() - interval '10107 minutes'),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '18830 minutes'),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', null, 'loja', 'confirmado', 'preparando', null, now() - interval '18826 minutes'),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', null, 'loja', 'preparando', 'pronto', null, now() - interval '18808 minutes'),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', null, 'loja', 'pronto', 'a_caminho', null, now() - interval '18803 minutes'),
  ('fc595def-72eb-4510-a5c5-2380794a2dc1', null, 'loja', 'a_caminho', 'entregue', null, now() - interval '18782 minutes'),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '5140 minutes'),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '5136 minutes'),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '5118 minutes'),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'pronto', 'a_caminho', null, now() - interval '5113 minutes'),
  ('41729b67-a172-4a48-9a28-fea04ac9db97', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'a_caminho', 'entregue', null, now() - interval '5092 minutes'),
  ('4d9bf217-7bb1-4ca6-ac32-04313bc37532', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '35 minutes'),
  ('4d9bf217-7bb1-4ca6-ac32-04313bc37532', null, 'loja', 'confirmado', 'preparando', null, now() - interval '31 minutes'),
  ('18f60c21-e7f4-46d4-92ea-da1e63bb7ee1', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '50 minutes'),
  ('18f60c21-e7f4-46d4-92ea-da1e63bb7ee1', null, 'loja', 'confirmado', 'preparando', null, now() - interval '46 minutes'),
  ('18f60c21-e7f4-46d4-92ea-da1e63bb7ee1', null, 'loja', 'preparando', 'pronto', null, now() - interval '28 minutes'),
  ('18f60c21-e7f4-46d4-92ea-da1e63bb7ee1', null, 'loja', 'pronto', 'a_caminho', null, now() - interval '23 minutes'),
  ('6225c55e-3a91-4e68-a1cd-75dfa49cce6b', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '10 minutes'),
  ('0bd19651-06f6-4ebf-b1b7-7ab33f38e428', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '13520 minutes'),
  ('0bd19651-06f6-4ebf-b1b7-7ab33f38e428', null, 'loja', 'confirmado', 'cancelado', 'Sem entregadores disponíveis no horário do almoço.', now() - interval '13514 minutes'),
  ('c10fdfa4-d500-43e4-b0b1-4f34e7cbc27a', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '180 minutes'),
  ('c10fdfa4-d500-43e4-b0b1-4f34e7cbc27a', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '176 minutes'),
  ('c10fdfa4-d500-43e4-b0b1-4f34e7cbc27a', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '158 minutes'),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', '4105777f-686d-4c13-a805-fe8808d84b12', 'cliente', null, 'confirmado', null, now() - interval '28030 minutes'),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', null, 'loja', 'confirmado', 'preparando', null, now() - interval '28026 minutes'),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', null, 'loja', 'preparando', 'pronto', null, now() - interval '28008 minutes'),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', null, 'loja', 'pronto', 'a_caminho', null, now() - interval '28003 minutes'),
  ('99be6d7d-5a4e-4808-99d1-14e4cc8e2593', null, 'loja', 'a_caminho', 'entregue', null, now() - interval '27982 minutes'),
  ('e4895960-84cb-4959-b00d-f6a28d264854', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', 'cliente', null, 'confirmado', null, now() - interval '50 minutes'),
  ('e4895960-84cb-4959-b00d-f6a28d264854', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '46 minutes'),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', '0232fc96-8f4c-4071-ae8e-f9af8f40ea55', 'cliente', null, 'confirmado', null, now() - interval '800 minutes'),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '796 minutes'),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '778 minutes'),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'pronto', 'a_caminho', null, now() - interval '773 minutes'),
  ('0cd0d8e6-ccff-4e2e-ab78-2c119eda3e94', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'a_caminho', 'entregue', null, now() - interval '752 minutes'),
  ('748bcb48-4a24-4e56-86c6-096a45ca3fcf', '360e37ab-e231-4c66-ba25-11315b487385', 'cliente', null, 'confirmado', null, now() - interval '20 minutes'),
  ('37ec6e84-9eec-40a8-a4d7-d686bdbc66e2', '94a03159-0e01-4128-8baf-013dcb5a7bc4', 'cliente', null, 'confirmado', null, now() - interval '1725 minutes'),
  ('37ec6e84-9eec-40a8-a4d7-d686bdbc66e2', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'cancelado', 'Bolo de cenoura esgotado no fim da tarde.', now() - interval '1719 minutes'),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', '94a03159-0e01-4128-8baf-013dcb5a7bc4', 'cliente', null, 'confirmado', null, now() - interval '100 minutes'),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', null, 'loja', 'confirmado', 'preparando', null, now() - interval '96 minutes'),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', null, 'loja', 'preparando', 'pronto', null, now() - interval '78 minutes'),
  ('01e4bad0-6a5a-4a15-a9b3-6f2bfa97e1ac', null, 'loja', 'pronto', 'a_caminho', null, now() - interval '73 minutes'),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', 'cliente', null, 'confirmado', null, now() - interval '8700 minutes'),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', null, 'loja', 'confirmado', 'preparando', null, now() - interval '8696 minutes'),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', null, 'loja', 'preparando', 'pronto', null, now() - interval '8678 minutes'),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', null, 'loja', 'pronto', 'a_caminho', null, now() - interval '8673 minutes'),
  ('b6a1521d-fa7e-4a14-aded-f3002cedb840', null, 'loja', 'a_caminho', 'entregue', null, now() - interval '8652 minutes'),
  ('9affc2ff-211a-43c4-b660-2d5bd7c7ca88', '360e37ab-e231-4c66-ba25-11315b487385', 'cliente', null, 'confirmado', null, now() - interval '5 minutes'),
  ('7a0709da-f23f-4a9b-9041-ccae0366efe1', '0232fc96-8f4c-4071-ae8e-f9af8f40ea55', 'cliente', null, 'confirmado', null, now() - interval '135 minutes'),
  ('7a0709da-f23f-4a9b-9041-ccae0366efe1', null, 'loja', 'confirmado', 'preparando', null, now() - interval '131 minutes'),
  ('7a0709da-f23f-4a9b-9041-ccae0366efe1', null, 'loja', 'preparando', 'pronto', null, now() - interval '113 minutes'),
  ('5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61', '360e37ab-e231-4c66-ba25-11315b487385', 'cliente', null, 'confirmado', null, now() - interval '30 minutes'),
  ('5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '26 minutes'),
  ('5b0e7c1a-3f2d-4a8b-9c6e-1d2f3a4b5c61', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '8 minutes'),
  ('8c4d2e6f-7a1b-4c3d-8e5f-2a3b4c5d6e72', '0232fc96-8f4c-4071-ae8e-f9af8f40ea55', 'cliente', null, 'confirmado', null, now() - interval '28 minutes'),
  ('8c4d2e6f-7a1b-4c3d-8e5f-2a3b4c5d6e72', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '24 minutes'),
  ('8c4d2e6f-7a1b-4c3d-8e5f-2a3b4c5d6e72', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '6 minutes'),
  ('2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', 'cliente', null, 'confirmado', null, now() - interval '38 minutes'),
  ('2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '34 minutes'),
  ('2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '16 minutes'),
  ('2e7f9a1b-4c5d-4e6f-a7b8-3c4d5e6f7a83', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'pronto', 'a_caminho', null, now() - interval '11 minutes'),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', 'a0470e3a-61b5-4c5f-8a5d-bfb49a618b39', 'cliente', null, 'confirmado', null, now() - interval '65 minutes'),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '61 minutes'),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '43 minutes'),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'pronto', 'a_caminho', null, now() - interval '38 minutes'),
  ('9a3b5c7d-1e2f-4a4b-8c6d-4e5f6a7b8c94', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'a_caminho', 'entregue', null, now() - interval '17 minutes'),
  ('4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', '360e37ab-e231-4c66-ba25-11315b487385', 'cliente', null, 'confirmado', null, now() - interval '110 minutes'),
  ('4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'confirmado', 'preparando', null, now() - interval '106 minutes'),
  ('4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', '7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3', 'loja', 'preparando', 'pronto', null, now() - interval '88 minutes'),
  ('4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'pronto', 'a_caminho', null, now() - interval '83 minutes'),
  ('4f6a8b0c-2d3e-4f5a-9b7c-5d6e7f8a9ba5', 'd97ab37f-280b-41d9-a862-6415b9f63fbf', 'entregador', 'a_caminho', 'entregue', null, now() - interval '62 minutes');
-- END orders

-- BEGIN advertiser: generated by scripts/seed-catalogue.ts from fixtures/advertiser.ts; do not edit.
insert into public.anunciantes (user_id, plano_id, empresa, contato, telefone, site, notificacoes) values
  ('9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'c5b34d12-1747-495d-85d2-c21cc7c65fc4', 'Agência Brilho', 'Marina Costa', '(31) 3245-1020', 'https://agenciabrilho.example', '{"weeklyReport":true,"budgetAlerts":true,"campaignEnd":true,"invoices":true,"tips":false}'::jsonb);

insert into public.campanhas (id, anunciante_id, nome, status, orcamento, cpc, data_inicio, data_fim) values
  ('10075f74-fe9a-45ff-ad92-a9ac2ad14a8e', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Black Friday do Delivery', 'ativa', 1500, 0.48, private.dia_sp(now()) - 21, private.dia_sp(now()) + 8),
  ('5f8f5b91-3294-4a3f-81c0-478ea2aae495', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Almoço Executivo no Centro', 'pausada', 800, 0.74, private.dia_sp(now()) - 38, private.dia_sp(now()) + 23),
  ('22cecc2e-09a1-46a6-9032-4526a767df7d', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Festival de Inverno', 'ativa', 1000, 0.67, private.dia_sp(now()) - 174, private.dia_sp(now()) - 114);

insert into public.anuncios (id, campanha_id, anunciante_id, titulo, descricao, imagem, url_destino, status) values
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', '10075f74-fe9a-45ff-ad92-a9ac2ad14a8e', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Pizza em dobro na sexta', 'Peça uma pizza grande e ganhe outra de calabresa nas pizzarias parceiras.', '/images/ads/pizza-em-dobro.webp', 'https://agenciabrilho.example/black-friday/pizza', 'ativo'),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', '10075f74-fe9a-45ff-ad92-a9ac2ad14a8e', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Frete grátis em toda a Vitrine', 'Entrega grátis em pedidos acima de R$ 50 durante toda a Black Friday.', '/images/ads/frete-gratis.webp', 'https://agenciabrilho.example/black-friday/frete', 'ativo'),
  ('0982170c-d4af-40af-9be4-03120bc5de02', '5f8f5b91-3294-4a3f-81c0-478ea2aae495', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Prato do dia por R$ 24,90', 'Almoço caseiro com entrega rápida para quem trabalha no Centro.', '/images/ads/prato-do-dia.webp', 'https://agenciabrilho.example/almoco-executivo', 'ativo'),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', '22cecc2e-09a1-46a6-9032-4526a767df7d', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Caldos e sopas quentinhos', 'Caldo de feijão, canjiquinha e sopa de mandioca para as noites frias.', '/images/ads/caldos-de-inverno.webp', 'https://agenciabrilho.example/inverno/caldos', 'ativo'),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', '22cecc2e-09a1-46a6-9032-4526a767df7d', '9eba8d95-01ab-4b68-aa2c-5e4121ca054c', 'Chocolate quente com pão de queijo', 'O combo mais mineiro do inverno nas padarias da cidade.', '/images/ads/chocolate-quente.webp', 'https://agenciabrilho.example/inverno/chocolate', 'ativo');

insert into public.metricas_anuncio_dia (anuncio_id, dia, impressoes, cliques, gasto) values
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 174, 349, 11, 7.37),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 174, 242, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 173, 390, 13, 8.71),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 173, 271, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 172, 415, 11, 7.37),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 172, 289, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 171, 414, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 171, 287, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 170, 480, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 170, 333, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 169, 559, 18, 12.06),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 169, 388, 12, 8.04),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 168, 646, 17, 11.39),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 168, 449, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 167, 493, 17, 11.39),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 167, 343, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 166, 413, 11, 7.37),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 166, 287, 7, 4.69),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 165, 445, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 165, 309, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 164, 434, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 164, 302, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 163, 537, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 163, 373, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 162, 612, 19, 12.73),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 162, 425, 13, 8.71),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 161, 682, 18, 12.06),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 161, 474, 13, 8.71),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 160, 474, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 160, 329, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 159, 463, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 159, 321, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 158, 484, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 158, 336, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 157, 402, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 157, 280, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 156, 533, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 156, 371, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 155, 569, 18, 12.06),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 155, 395, 12, 8.04),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 154, 681, 22, 14.74),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 154, 474, 15, 10.05),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 153, 461, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 153, 320, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 152, 422, 10, 6.7),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 152, 293, 7, 4.69),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 151, 483, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 151, 335, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 150, 464, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 150, 322, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 149, 418, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 149, 291, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 148, 591, 19, 12.73),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 148, 411, 14, 9.38),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 147, 674, 18, 12.06),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 147, 469, 12, 8.04),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 146, 433, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 146, 301, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 145, 448, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 145, 311, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 144, 433, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 144, 301, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 143, 520, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 143, 361, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 142, 494, 13, 8.71),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 142, 343, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 141, 552, 16, 10.72),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 141, 384, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 140, 704, 20, 13.4),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 140, 489, 14, 9.38),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 139, 469, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 139, 326, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 138, 463, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 138, 322, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 137, 454, 13, 8.71),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 137, 316, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 136, 538, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 136, 374, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 135, 411, 10, 6.7),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 135, 286, 7, 4.69),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 134, 542, 17, 11.39),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 134, 377, 12, 8.04),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 133, 682, 18, 12.06),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 133, 474, 12, 8.04),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 132, 419, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 132, 291, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 131, 521, 13, 8.71),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 131, 362, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 130, 475, 16, 10.72),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 130, 330, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 129, 483, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 129, 336, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 128, 501, 17, 11.39),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 128, 348, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 127, 700, 19, 12.73),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 127, 486, 13, 8.71),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 126, 628, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 126, 436, 11, 7.37),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 125, 457, 11, 7.37),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 125, 318, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 124, 521, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 124, 362, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 123, 527, 13, 8.71),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 123, 367, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 122, 474, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 122, 329, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 121, 504, 15, 10.05),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 121, 350, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 120, 560, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 120, 389, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 119, 694, 21, 14.07),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 119, 483, 14, 9.38),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 118, 467, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 118, 325, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 117, 487, 12, 8.04),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 117, 338, 9, 6.03),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 116, 433, 11, 7.37),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 116, 301, 8, 5.36),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 115, 454, 14, 9.38),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 115, 316, 10, 6.7),
  ('75d7ea9c-b9d5-4c42-8689-fa6b2f2c70d0', private.dia_sp(now()) - 114, 421, 10, 6.7),
  ('3465f63a-cef9-4a77-99f0-02c4d0501d32', private.dia_sp(now()) - 114, 292, 7, 4.69),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 38, 473, 13, 9.62),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 37, 468, 11, 8.14),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 36, 215, 5, 3.7),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 35, 254, 7, 5.18),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 34, 544, 17, 12.58),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 33, 598, 14, 10.36),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 32, 705, 19, 14.06),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 31, 732, 18, 13.32),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 30, 601, 15, 11.1),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 29, 249, 7, 5.18),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 28, 232, 7, 5.18),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 27, 737, 19, 14.06),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 26, 642, 20, 14.8),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 25, 577, 13, 9.62),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 24, 726, 22, 16.28),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 23, 578, 18, 13.32),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 22, 248, 6, 4.44),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 21, 999, 40, 19.2),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 21, 612, 25, 12),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 21, 484, 19, 14.06),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 20, 1017, 35, 16.8),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 20, 624, 22, 10.56),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 20, 492, 17, 12.58),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 19, 1014, 37, 17.76),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 19, 621, 23, 11.04),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 19, 490, 18, 13.32),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 18, 1147, 43, 20.64),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 18, 703, 27, 12.96),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 18, 555, 21, 15.54),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 17, 1185, 37, 17.76),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 17, 727, 22, 10.56),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 17, 574, 18, 13.32),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 16, 1349, 50, 24),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 16, 827, 30, 14.4),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 16, 652, 24, 17.76),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 15, 1376, 53, 25.44),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 15, 843, 32, 15.36),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 15, 666, 25, 18.5),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 14, 1304, 48, 23.04),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 14, 800, 29, 13.92),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 14, 631, 23, 17.02),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 13, 1368, 45, 21.6),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 13, 839, 28, 13.44),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 13, 662, 22, 16.28),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 12, 1344, 41, 19.68),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 12, 823, 25, 12),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 12, 650, 20, 14.8),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 11, 1371, 40, 19.2),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 11, 841, 25, 12),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 11, 664, 19, 14.06),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 10, 1265, 35, 16.8),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 10, 775, 22, 10.56),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 10, 612, 17, 12.58),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 9, 1193, 37, 17.76),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 9, 731, 22, 10.56),
  ('0982170c-d4af-40af-9be4-03120bc5de02', private.dia_sp(now()) - 9, 578, 18, 13.32),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 8, 1939, 71, 34.08),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 8, 1189, 43, 20.64),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 7, 1731, 51, 24.48),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 7, 1061, 32, 15.36),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 6, 1484, 45, 21.6),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 6, 910, 28, 13.44),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 5, 1202, 50, 24),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 5, 736, 31, 14.88),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 4, 1431, 60, 28.8),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 4, 877, 36, 17.28),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 3, 1465, 63, 30.24),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 3, 898, 38, 18.24),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 2, 1365, 55, 26.4),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 2, 836, 34, 16.32),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) - 1, 1475, 49, 23.52),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) - 1, 904, 30, 14.4),
  ('bf14a7eb-183f-432e-9b7d-d5550af9c472', private.dia_sp(now()) + 0, 1618, 47, 22.56),
  ('f66d8087-3784-4c6b-8d07-760454066a3e', private.dia_sp(now()) + 0, 992, 29, 13.92);
-- END advertiser

-- BEGIN admin team: generated by scripts/seed-catalogue.ts from fixtures/admin-team.ts; do not edit.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', '5b0f3a5e-8c1d-4f7a-9e2b-6d4c3a2b1f0e', 'authenticated', 'authenticated', 'moderador@vitrine.example',
  extensions.crypt('vitrine123', extensions.gen_salt('bf', 10)), now(), null,
  '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb, now(), now(), '', '', '', ''
);

insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
values (
  gen_random_uuid(), '5b0f3a5e-8c1d-4f7a-9e2b-6d4c3a2b1f0e', '5b0f3a5e-8c1d-4f7a-9e2b-6d4c3a2b1f0e', 'email',
  jsonb_build_object('sub', '5b0f3a5e-8c1d-4f7a-9e2b-6d4c3a2b1f0e', 'email', 'moderador@vitrine.example', 'email_verified', true, 'phone_verified', false),
  now(), now(), now()
);

update public.perfis
set nome_mostrado = 'Moderador Vitrine', nome_completo = 'Lucas Ferreira'
where user_id = '5b0f3a5e-8c1d-4f7a-9e2b-6d4c3a2b1f0e';

insert into public.administradores (user_id, papel, permissoes) values
  ('4223c5a9-fccb-4386-9b34-43797973021f', 'superadmin', '{"dashboard":true,"companies":{"view":true,"create":true,"edit":true,"delete":true,"approve":true},"users":{"view":true,"edit":true,"delete":true,"moderate":true},"categories":{"view":true,"create":true,"edit":true,"delete":true},"layout":{"view":true,"edit":true},"plans":{"view":true,"create":true,"edit":true,"delete":true},"settings":{"view":true,"edit":true}}'::jsonb),
  ('f7d23c81-456a-4a48-80b5-931eb3a473d5', 'admin', '{"dashboard":true,"companies":{"view":true,"create":false,"edit":true,"delete":true,"approve":true},"users":{"view":true,"edit":true,"delete":false,"moderate":true},"categories":{"view":true,"create":true,"edit":true,"delete":true},"layout":{"view":true,"edit":false},"plans":{"view":true,"create":false,"edit":false,"delete":false},"settings":{"view":true,"edit":false}}'::jsonb),
  ('5b0f3a5e-8c1d-4f7a-9e2b-6d4c3a2b1f0e', 'moderador', '{"dashboard":true,"companies":{"view":true,"create":false,"edit":false,"delete":false,"approve":false},"users":{"view":false,"edit":false,"delete":false,"moderate":true},"categories":{"view":true,"create":false,"edit":false,"delete":false},"layout":{"view":false,"edit":false},"plans":{"view":false,"create":false,"edit":false,"delete":false},"settings":{"view":false,"edit":false}}'::jsonb);
-- END admin team

-- BEGIN favourites: generated by scripts/seed-catalogue.ts from fixtures/favorites.ts; do not edit.
insert into public.favoritos (cliente_id, produto_id, loja_id, created_at) values
  ('4105777f-686d-4c13-a805-fe8808d84b12', '869464e5-37a8-4f4e-84d8-12e56785e5ee', null, now() - interval '1 days'),
  ('4105777f-686d-4c13-a805-fe8808d84b12', null, 'dc39abe9-a3b9-402b-b462-a59ef0ece79d', now() - interval '3 days'),
  ('4105777f-686d-4c13-a805-fe8808d84b12', '79058348-06a3-4766-8650-52f5d2e66bb0', null, now() - interval '5 days'),
  ('4105777f-686d-4c13-a805-fe8808d84b12', null, '88d2fb51-bfc4-4bcf-9584-fa6ddb9139d9', now() - interval '8 days');
-- END favourites

-- BEGIN coupon banners: generated by scripts/seed-catalogue.ts from fixtures/marketing.ts; do not edit.
insert into public.cupons_destaque (cupom_id, titulo, subtitulo, posicao) values
  ('2d6f0a3e-8b41-4c7e-9f25-1a3b5c7d9e01', 'Primeira compra com 15% OFF', 'Use o cupom no seu primeiro pedido em qualquer loja da Vitrine.', 1),
  ('4e8a1c5f-0d62-4a9b-8c37-3b5d7f9a1c02', 'Frete grátis no fim de semana', 'Entrega sem custo em pedidos acima de R$ 30 aos sábados e domingos.', 2),
  ('6f0b3d7a-2e84-4b1c-9d49-5c7e9a1b3d03', '10% de desconto na farmácia', 'Vale para medicamentos e itens de higiene nas farmácias parceiras.', 3);
-- END coupon banners
