import { statusFromDb } from "@/lib/advertiser/campaign-status";
import { metricsOf } from "@/lib/advertiser/metrics";
import type { Ad, Campaign, PublicAd } from "@/lib/advertiser/types";
import type { Database } from "@/lib/supabase/database.types";

type Functions = Database["public"]["Functions"];
export type CampanhaRow = Functions["campanhas_do_anunciante"]["Returns"][number];
export type AnuncioRow = Functions["anuncios_do_anunciante"]["Returns"][number];
export type AnuncioPublicoRow = Functions["anuncios_elegiveis"]["Returns"][number];

// PostgREST sends numeric as a number and bigint as a number or a string: both read as numbers
const num = (value: number | string | null | undefined) => Number(value ?? 0);

/** A row of public.campanhas_do_anunciante as the screens show it. */
export function campaignFromRow(row: CampanhaRow): Campaign {
  return {
    id: row.id,
    name: row.nome,
    status: statusFromDb(row.status) ?? "paused",
    budget: num(row.orcamento),
    bid: num(row.cpc),
    startDate: row.data_inicio,
    endDate: row.data_fim,
    ...metricsOf({ impressions: num(row.impressoes), clicks: num(row.cliques), spent: num(row.gasto) }),
  };
}

/** A row of public.anuncios_do_anunciante as the screens show it. */
export function adFromRow(row: AnuncioRow): Ad {
  return {
    id: row.id,
    campaignId: row.campanha_id,
    campaignName: row.campanha_nome,
    title: row.titulo,
    description: row.descricao,
    image: row.imagem,
    url: row.url_destino,
    status: statusFromDb(row.status) ?? "paused",
    ...metricsOf({ impressions: num(row.impressoes), clicks: num(row.cliques), spent: num(row.gasto) }),
  };
}

export function publicAdFromRow(row: AnuncioPublicoRow): PublicAd {
  return { id: row.id, title: row.titulo, description: row.descricao, image: row.imagem };
}
