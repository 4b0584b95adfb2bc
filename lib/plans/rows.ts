import type { Plan } from "@/lib/admin/types";
import type { PlanTier } from "@/lib/catalog/types";
import type { Plano } from "@/lib/supabase/database.types";

/** The planos columns every screen reads (supabase/migrations/20250901120200_planos.sql). */
export const PLANO_COLUMNS =
  "id, codigo, tipo, nome, descricao, preco, recursos, max_produtos, max_imagens, max_anuncios, max_impressoes, destaque, prioridade, relatorios, suporte, cor, ativo" as const;

export type PlanoRow = Omit<Plano, "created_at" | "updated_at">;

const TYPE = { empresa: "company", anunciante: "advertiser" } as const;
const SUPPORT = { basico: "basic", prioritario: "priority", premium: "premium" } as const;
const TIER = { gratuito: "free", basico: "basic", premium: "premium" } as const;

/** The database's words for the app's, for the columns the back office writes. */
export const TIPO_OF: Record<Plan["type"], string> = { company: "empresa", advertiser: "anunciante" };
export const SUPORTE_OF: Record<Plan["support"], string> = {
  basic: "basico",
  priority: "prioritario",
  premium: "premium",
};

function pick<T extends Record<string, string>>(map: T, key: string | null, fallback: keyof T): T[keyof T] {
  return map[(key !== null && key in map ? key : fallback) as keyof T];
}

/** A planos row as the Plan of product.md §3 (advertiser plans carry maxAds and maxImpressions). */
export function planFromRow(row: PlanoRow): Plan {
  const type = pick(TYPE, row.tipo, "empresa");
  const tier: PlanTier | undefined =
    row.codigo !== null && row.codigo in TIER ? pick(TIER, row.codigo, "gratuito") : undefined;
  return {
    id: row.id,
    name: row.nome,
    description: row.descricao,
    price: Number(row.preco),
    features: [...row.recursos],
    maxProducts: row.max_produtos,
    maxImages: row.max_imagens,
    featured: row.destaque,
    priority: row.prioridade,
    analytics: row.relatorios,
    support: pick(SUPPORT, row.suporte, "basico"),
    color: row.cor.toUpperCase(),
    status: row.ativo ? "active" : "inactive",
    type,
    ...(type === "advertiser"
      ? { maxAds: row.max_anuncios ?? 0, maxImpressions: row.max_impressoes ?? 0 }
      : {}),
    ...(tier ? { tier } : {}),
  };
}
