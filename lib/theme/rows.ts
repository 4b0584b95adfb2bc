import type { Theme } from "@/lib/admin/types";
import type { HeaderStyle } from "@/lib/theme/editor";
import type { Tema } from "@/lib/supabase/database.types";

/** The tema columns the site reads (supabase/migrations/20250901120300_tema.sql). */
export const TEMA_COLUMNS =
  "cor_primaria, cor_secundaria, cor_destaque, cor_fundo, cor_texto, logo, favicon, estilo_cabecalho, raio_borda" as const;

export type TemaRow = Omit<Tema, "id" | "updated_at">;

const HEADER_STYLE = { solido: "solid", gradiente: "gradient", transparente: "transparent" } as const;
const ESTILO_OF: Record<HeaderStyle, string> = {
  solid: "solido",
  gradient: "gradiente",
  transparent: "transparente",
};

/** The tema row as product.md §3's Theme (colours in capitals, as the defaults are written). */
export function themeFromRow(row: TemaRow): Theme {
  return {
    primaryColor: row.cor_primaria.toUpperCase(),
    secondaryColor: row.cor_secundaria.toUpperCase(),
    accentColor: row.cor_destaque.toUpperCase(),
    backgroundColor: row.cor_fundo.toUpperCase(),
    textColor: row.cor_texto.toUpperCase(),
    logo: row.logo,
    favicon: row.favicon,
    headerStyle:
      row.estilo_cabecalho in HEADER_STYLE
        ? HEADER_STYLE[row.estilo_cabecalho as keyof typeof HEADER_STYLE]
        : "solid",
    borderRadius: row.raio_borda,
  };
}

/** The columns the editor writes (logo and favicon keep their values). */
export function temaRow(theme: {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
  headerStyle: HeaderStyle;
  borderRadius: string;
}) {
  return {
    cor_primaria: theme.primaryColor.toUpperCase(),
    cor_secundaria: theme.secondaryColor.toUpperCase(),
    cor_destaque: theme.accentColor.toUpperCase(),
    cor_fundo: theme.backgroundColor.toUpperCase(),
    cor_texto: theme.textColor.toUpperCase(),
    estilo_cabecalho: ESTILO_OF[theme.headerStyle],
    raio_borda: theme.borderRadius,
  };
}
