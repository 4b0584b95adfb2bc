/** The app's one locale and the stores' time zone (spec: pt-BR, no locale in URLs). */
export const LOCALE = "pt-BR";
export const TIME_ZONE = "America/Sao_Paulo";
