import type { OpeningHours } from "@/lib/catalog/types";
import { companyFromLoja, type LojaRow } from "@/lib/catalog/rows";
import type { Database } from "@/lib/supabase/database.types";
import { toWeekDraft, type WeekDraft } from "@/lib/settings/opening-hours";
import { toProfileDraft, type StoreProfile, type StoreProfileDraft } from "@/lib/settings/store-profile";

/**
 * /company/config between the form and the `lojas` row: the drafts the form starts from, and the patch
 * each save writes. A patch names only columns the owner may update (the column grants of
 * supabase/migrations/20250701120000_lojas.sql): never status, plano or avaliacao.
 */

type LojaUpdate = Database["public"]["Tables"]["lojas"]["Update"];

export type ProfilePatch = Required<
  Pick<
    LojaUpdate,
    | "nome"
    | "descricao"
    | "telefone"
    | "whatsapp"
    | "instagram"
    | "email"
    | "taxa_entrega"
    | "tempo_entrega_min"
    | "tempo_entrega_max"
    | "logradouro"
    | "bairro"
    | "cidade"
    | "uf"
    | "cep"
  >
>;
export type HoursPatch = { horarios: OpeningHours };

/** The form's starting values from the store's row. */
export function settingsDraftsOf(loja: LojaRow): { profile: StoreProfileDraft; hours: WeekDraft } {
  const company = companyFromLoja(loja);
  return { profile: toProfileDraft(company), hours: toWeekDraft(company.openingHours) };
}

/** A validated profile as the row's columns ("20-30 min" becomes 20 and 30). */
export function profilePatchOf(profile: StoreProfile): ProfilePatch {
  const [min = 0, max = 0] = (profile.deliveryTime.match(/\d+/g) ?? []).map(Number);
  return {
    nome: profile.name,
    descricao: profile.description,
    telefone: profile.phone,
    whatsapp: profile.whatsapp,
    instagram: profile.instagram,
    email: profile.email,
    taxa_entrega: profile.deliveryFee,
    tempo_entrega_min: min,
    tempo_entrega_max: max,
    logradouro: profile.address.street,
    bairro: profile.address.neighborhood,
    cidade: profile.address.city,
    uf: profile.address.state,
    cep: profile.address.zipCode,
  };
}

/** Validated hours as the `horarios` jsonb (the app's own shape crosses unchanged). */
export function hoursPatchOf(hours: OpeningHours): HoursPatch {
  return { horarios: hours };
}

/** Why a save was not written; keys of companySettings.saveErrors. */
export type SettingsSaveError = "invalid" | "refused" | "unexpected";
