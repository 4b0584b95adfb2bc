import type { Company, OpeningHours, Product } from "@/lib/catalog/types";
import type { Loja, Produto } from "@/lib/supabase/database.types";

/**
 * Database rows (Portuguese columns) as the domain shapes every screen already takes. Pure: the same row
 * always gives the same object, so a cached read and its tests agree.
 */

export const PLACEHOLDER_LOGO = "/images/companies/sem-logo.webp";
export const PLACEHOLDER_COVER = "/images/companies/sem-capa.webp";
export const PLACEHOLDER_PRODUCT_IMAGE = "/images/products/sem-foto.webp";

const SERVICE_TYPE = { restaurante: "restaurant", mercado: "market", farmacia: "pharmacy" } as const;
const PLAN = { gratuito: "free", basico: "basic", premium: "premium" } as const;
const APPROVAL = { aprovada: "approved", pendente: "pending", rejeitada: "rejected" } as const;

type Keyed<T extends Record<string, string>> = keyof T;
function pick<T extends Record<string, string>>(map: T, key: string, fallback: Keyed<T>): T[keyof T] {
  return (key in map ? map[key as keyof T] : map[fallback]) as T[keyof T];
}

/** The columns the storefront reads of a store (never the owner's private ones). */
export const LOJA_COLUMNS =
  "id, nome, descricao, logo, capa, telefone, whatsapp, instagram, email, tipo_servico, categoria_id, plano, avaliacao, total_avaliacoes, tempo_entrega_min, tempo_entrega_max, taxa_entrega, logradouro, bairro, cidade, uf, cep, horarios, status, ativa, created_at" as const;

/** The columns the storefront reads of a product. */
export const PRODUTO_COLUMNS =
  "id, loja_id, nome, descricao, preco, imagem, categoria_id, disponivel, destaque" as const;

export type LojaRow = Pick<Loja, LojaKeys>;
type LojaKeys =
  | "id"
  | "nome"
  | "descricao"
  | "logo"
  | "capa"
  | "telefone"
  | "whatsapp"
  | "instagram"
  | "email"
  | "tipo_servico"
  | "categoria_id"
  | "plano"
  | "avaliacao"
  | "total_avaliacoes"
  | "tempo_entrega_min"
  | "tempo_entrega_max"
  | "taxa_entrega"
  | "logradouro"
  | "bairro"
  | "cidade"
  | "uf"
  | "cep"
  | "horarios"
  | "status"
  | "ativa"
  | "created_at";
export type ProdutoRow = Pick<
  Produto,
  "id" | "loja_id" | "nome" | "descricao" | "preco" | "imagem" | "categoria_id" | "disponivel" | "destaque"
>;

export function companyFromLoja(row: LojaRow): Company {
  return {
    id: row.id,
    name: row.nome,
    description: row.descricao ?? "",
    logo: row.logo ?? PLACEHOLDER_LOGO,
    coverImage: row.capa ?? PLACEHOLDER_COVER,
    phone: row.telefone,
    whatsapp: row.whatsapp ?? "",
    instagram: row.instagram ?? "",
    email: row.email ?? "",
    serviceType: pick(SERVICE_TYPE, row.tipo_servico, "restaurante"),
    status: row.ativa ? "active" : "inactive",
    approval: pick(APPROVAL, row.status, "pendente"),
    plan: pick(PLAN, row.plano, "gratuito"),
    rating: Number(row.avaliacao),
    ratingCount: row.total_avaliacoes,
    deliveryTime: `${row.tempo_entrega_min}-${row.tempo_entrega_max} min`,
    deliveryFee: Number(row.taxa_entrega),
    address: {
      street: row.logradouro,
      neighborhood: row.bairro,
      city: row.cidade,
      state: row.uf,
      zipCode: row.cep,
    },
    categoryId: row.categoria_id ?? "",
    createdAt: row.created_at,
    openingHours: (row.horarios ?? {}) as OpeningHours,
  };
}

export function productFromProduto(row: ProdutoRow): Product {
  return {
    id: row.id,
    companyId: row.loja_id,
    name: row.nome,
    description: row.descricao ?? "",
    price: Number(row.preco),
    image: row.imagem ?? PLACEHOLDER_PRODUCT_IMAGE,
    categoryId: row.categoria_id ?? "",
    available: row.disponivel,
    featured: row.destaque,
  };
}
