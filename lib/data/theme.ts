import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import type { Theme } from "@/lib/admin/types";
import { createPublicClient } from "@/lib/supabase/public";
import { TEMA_COLUMNS, themeFromRow } from "@/lib/theme/rows";

/**
 * The one door to the site's theme (public.tema, one row everyone reads). Cached for hours under a tag the
 * editor's save expires (lib/admin/theme-actions.ts), so the next request of every page, the prerendered
 * home included, carries the new colours.
 */

/** Tag to pass to updateTag after the theme changes. */
export const THEME_CACHE_TAG = "tema";

/** The saved theme. A failed read throws, so an error is never cached. */
export async function getTheme(): Promise<Theme> {
  "use cache";
  cacheLife("hours");
  cacheTag(THEME_CACHE_TAG);
  const { data, error } = await createPublicClient().from("tema").select(TEMA_COLUMNS).maybeSingle();
  if (error) throw new Error(`Falha ao carregar o tema: ${error.message}`);
  if (!data) throw new Error("Falha ao carregar o tema: a linha de public.tema não existe");
  return themeFromRow(data);
}

/**
 * The theme every page is drawn in, or null when it cannot be read: the page still renders, in the default
 * colours app/globals.css declares.
 */
export async function getSiteTheme(): Promise<Theme | null> {
  try {
    return await getTheme();
  } catch (error) {
    console.error("[theme] could not load public.tema; the default colours apply", error);
    return null;
  }
}
