"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";

import { restoreTheme, updateTheme, type ThemeWriteResult } from "@/lib/admin/theme-writes";
import { refusalFor } from "@/lib/admin/require-permission";
import { THEME_CACHE_TAG } from "@/lib/data/theme";
import type { FormFailure, FormSuccess } from "@/lib/forms/result";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";
import { ratioText } from "@/lib/theme/contrast";
import { temaRow } from "@/lib/theme/rows";
import { validateTheme, type ThemeFormErrors } from "@/lib/theme/theme-form";

/**
 * What the editor shows after a save: every message already in Portuguese; `contrast` names each pair under
 * WCAG AA with its ratio ('Texto sobre a cor primária: contraste 2,9:1, o mínimo é 4,5:1.').
 */
export type ThemeActionResult = FormSuccess | (FormFailure<keyof ThemeFormErrors> & { contrast?: string[] });

type ThemeError = "forbidden" | "invalid" | "contrast" | "unexpected";

async function failure(
  error: ThemeError,
  extra: Omit<ThemeActionResult & { ok: false }, "ok" | "error"> = {},
) {
  const t = await getTranslations("adminTheme.errors");
  return { ok: false, error: t(error), ...extra } satisfies ThemeActionResult;
}

/** An administrator whose row grants layout.edit (product.md §6: the Admin preset has not); else the refusal. */
async function refused(): Promise<ThemeActionResult | null> {
  const message = await refusalFor("layout.edit");
  return message ? { ok: false, error: message } : null;
}

/** Writes as the signed-in administrator; then the site's next request, the prerendered home included, reads the theme. */
async function publish(run: (client: SupabaseServerClient) => Promise<ThemeWriteResult>) {
  let result: ThemeWriteResult;
  try {
    result = await run(await createSupabaseServerClient());
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) return failure(result.error);
  expireTags([THEME_CACHE_TAG]);
  refresh();
  return { ok: true } satisfies ThemeActionResult;
}

/** 'Salvar': the editor's colours, header style and radius, refused whole when a colour pair is under AA. */
export async function saveTheme(values: unknown): Promise<ThemeActionResult> {
  const denied = await refused();
  if (denied) return denied;
  const checked = validateTheme(values);
  if (!checked.ok) {
    if (checked.contrast.length === 0) {
      const t = await getTranslations("adminTheme.errors");
      const fieldErrors: ThemeFormErrors = {};
      for (const [field, key] of Object.entries(checked.fieldErrors) as [keyof ThemeFormErrors, string][]) {
        fieldErrors[field] = t(key as "invalidHex");
      }
      return failure("invalid", { fieldErrors });
    }
    const t = await getTranslations("adminTheme");
    const contrast = checked.contrast.map(({ pair, ratio }) =>
      t("contrastIssue", { pair: t(`pairs.${pair}`), ratio: ratioText(ratio) }),
    );
    return failure("contrast", { contrast });
  }
  return publish((client) => updateTheme(client, temaRow(checked.theme)));
}

/** 'Restaurar padrão': the default theme (the tema table's column defaults) saved for the whole site. */
export async function restoreDefaultTheme(): Promise<ThemeActionResult> {
  const denied = await refused();
  if (denied) return denied;
  return publish(restoreTheme);
}
