import { saoPauloDay } from "@/lib/time/sao-paulo";

/** The download's name: 'vitrine-meus-dados-2026-11-26.json' (the date in São Paulo, as the person sees it). */
export function personalDataFileName(now: Date): string {
  return `vitrine-meus-dados-${saoPauloDay(now)}.json`;
}

/** Where 'Baixar meus dados' downloads from. */
export const PERSONAL_DATA_PATH = "/api/me/dados";
