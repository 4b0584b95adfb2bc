/** The download's name: 'vitrine-meus-dados-2026-11-26.json' (the date in São Paulo, as the person sees it). */
export function personalDataFileName(now: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `vitrine-meus-dados-${day}.json`;
}

/** Where 'Baixar meus dados' downloads from. */
export const PERSONAL_DATA_PATH = "/api/me/dados";
