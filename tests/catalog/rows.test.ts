import { describe, expect, it } from "vitest";

import {
  companyFromLoja,
  PLACEHOLDER_COVER,
  PLACEHOLDER_LOGO,
  PLACEHOLDER_PRODUCT_IMAGE,
  productFromProduto,
  type LojaRow,
  type ProdutoRow,
} from "@/lib/catalog/rows";
import type { Company, Product } from "@/lib/catalog/types";

const STORE = "11111111-1111-4111-8111-111111111111";
const CATEGORY = "22222222-2222-4222-8222-222222222222";
const hours = { monday: { open: "08:00", close: "18:00", closed: false } };

const loja: LojaRow = {
  id: STORE,
  nome: "Padaria Teste",
  descricao: "Pães todo dia",
  logo: "/images/companies/x-logo.webp",
  capa: "https://abc.supabase.co/storage/v1/object/public/lojas/capa.webp",
  telefone: "(31) 3333-4444",
  whatsapp: "31999990000",
  instagram: "@padariateste",
  email: "contato@padaria.example",
  tipo_servico: "mercado",
  categoria_id: CATEGORY,
  plano: "basico",
  avaliacao: 4.7,
  total_avaliacoes: 128,
  tempo_entrega_min: 20,
  tempo_entrega_max: 35,
  taxa_entrega: 4.5,
  logradouro: "Rua A, 10",
  bairro: "Centro",
  cidade: "Belo Horizonte",
  uf: "MG",
  cep: "30110-000",
  horarios: hours,
  status: "aprovada",
  ativa: true,
  created_at: "2025-07-01T12:00:00+00:00",
};

const produto: ProdutoRow = {
  id: "33333333-3333-4333-8333-333333333333",
  loja_id: STORE,
  nome: "Pão de queijo",
  descricao: "Quentinho",
  preco: 12.9,
  imagem: "/images/products/pao.webp",
  categoria_id: CATEGORY,
  disponivel: true,
  destaque: false,
};

// PostgREST may send numeric columns as strings ("4.50"); the domain always gets numbers.
const numeric = (text: string) => text as unknown as number;

describe("a lojas row becomes the storefront's Company", () => {
  it("maps every column to its field", () => {
    expect(companyFromLoja(loja)).toEqual<Company>({
      id: STORE,
      name: "Padaria Teste",
      description: "Pães todo dia",
      logo: "/images/companies/x-logo.webp",
      coverImage: "https://abc.supabase.co/storage/v1/object/public/lojas/capa.webp",
      phone: "(31) 3333-4444",
      whatsapp: "31999990000",
      instagram: "@padariateste",
      email: "contato@padaria.example",
      serviceType: "market",
      status: "active",
      approval: "approved",
      plan: "basic",
      rating: 4.7,
      ratingCount: 128,
      deliveryTime: "20-35 min",
      deliveryFee: 4.5,
      address: {
        street: "Rua A, 10",
        neighborhood: "Centro",
        city: "Belo Horizonte",
        state: "MG",
        zipCode: "30110-000",
      },
      categoryId: CATEGORY,
      createdAt: "2025-07-01T12:00:00+00:00",
      openingHours: hours,
    });
  });

  it.each<[string, Partial<LojaRow>, Partial<Company>]>([
    ["no logo: the placeholder logo", { logo: null }, { logo: PLACEHOLDER_LOGO }],
    ["no cover: the placeholder cover", { capa: null }, { coverImage: PLACEHOLDER_COVER }],
    [
      "empty optional texts",
      { descricao: null, whatsapp: null, instagram: null, email: null },
      { description: "", whatsapp: "", instagram: "", email: "" },
    ],
    ["no category", { categoria_id: null }, { categoryId: "" }],
    ["no hours", { horarios: null }, { openingHours: {} }],
    ["switched off", { ativa: false }, { status: "inactive" }],
    ["pending", { status: "pendente" }, { approval: "pending" }],
    ["rejected", { status: "rejeitada" }, { approval: "rejected" }],
    ["an unknown status counts as pending", { status: "outro" }, { approval: "pending" }],
    ["restaurante", { tipo_servico: "restaurante" }, { serviceType: "restaurant" }],
    ["farmácia", { tipo_servico: "farmacia" }, { serviceType: "pharmacy" }],
    ["an unknown service is a restaurant", { tipo_servico: "outro" }, { serviceType: "restaurant" }],
    ["gratuito", { plano: "gratuito" }, { plan: "free" }],
    ["premium", { plano: "premium" }, { plan: "premium" }],
    ["an unknown plan is free", { plano: "outro" }, { plan: "free" }],
    [
      "numeric strings",
      { avaliacao: numeric("4.50"), taxa_entrega: numeric("0.00") },
      { rating: 4.5, deliveryFee: 0 },
    ],
    [
      "a same-minute delivery window",
      { tempo_entrega_min: 30, tempo_entrega_max: 30 },
      { deliveryTime: "30-30 min" },
    ],
  ])("%s", (_case, change, expected) => {
    expect(companyFromLoja({ ...loja, ...change })).toMatchObject(expected);
  });
});

describe("a produtos row becomes the storefront's Product", () => {
  it("maps every column to its field", () => {
    expect(productFromProduto(produto)).toEqual<Product>({
      id: produto.id,
      companyId: STORE,
      name: "Pão de queijo",
      description: "Quentinho",
      price: 12.9,
      image: "/images/products/pao.webp",
      categoryId: CATEGORY,
      available: true,
      featured: false,
    });
  });

  it.each<[string, Partial<ProdutoRow>, Partial<Product>]>([
    ["no photo: the placeholder", { imagem: null }, { image: PLACEHOLDER_PRODUCT_IMAGE }],
    [
      "a photo in Supabase Storage stays absolute",
      { imagem: "https://abc.supabase.co/storage/v1/object/public/produtos/p.webp" },
      { image: "https://abc.supabase.co/storage/v1/object/public/produtos/p.webp" },
    ],
    ["no description", { descricao: null }, { description: "" }],
    ["no category", { categoria_id: null }, { categoryId: "" }],
    ["unavailable and featured", { disponivel: false, destaque: true }, { available: false, featured: true }],
    ["a numeric string price", { preco: numeric("7.50") }, { price: 7.5 }],
  ])("%s", (_case, change, expected) => {
    expect(productFromProduto({ ...produto, ...change })).toMatchObject(expected);
  });
});
