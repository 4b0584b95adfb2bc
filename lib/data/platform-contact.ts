import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import {
  CONTATO_COLUMNS,
  contactFromRow,
  DEFAULT_PLATFORM_CONTACT,
  type PlatformContact,
} from "@/lib/settings/platform-contact";
import { createPublicClient } from "@/lib/supabase/public";

/**
 * The one door to public.contato_plataforma (one row everyone reads). Cached for hours under a tag the
 * settings save expires (lib/admin/settings-actions.ts), so every page's footer shows an edit on its next request.
 */

/** Tag to pass to expireTags after the contact changes. */
export const PLATFORM_CONTACT_CACHE_TAG = "contato-plataforma";

/** The saved contact. A failed read throws, so an error is never cached. */
export async function getPlatformContact(): Promise<PlatformContact> {
  "use cache";
  cacheLife("hours");
  cacheTag(PLATFORM_CONTACT_CACHE_TAG);
  const { data, error } = await createPublicClient()
    .from("contato_plataforma")
    .select(CONTATO_COLUMNS)
    .maybeSingle();
  if (error) throw new Error(`Falha ao carregar o contato da Vitrine: ${error.message}`);
  if (!data) throw new Error("Falha ao carregar o contato da Vitrine: a linha não existe");
  return contactFromRow(data);
}

/** The contact a page shows; when it cannot be read, the page still renders, with the Vitrine's first contact. */
export async function getSiteContact(): Promise<PlatformContact> {
  try {
    return await getPlatformContact();
  } catch (error) {
    console.error("[contact] could not load public.contato_plataforma; the default contact is shown", error);
    return DEFAULT_PLATFORM_CONTACT;
  }
}
