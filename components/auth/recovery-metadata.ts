import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The recovery screens: titled, never indexed (each is reached from a login or an e-mail, not a search). */
export async function recoveryMetadata(key: "forgotPassword" | "forgotPassword.invalidLink" | "newPassword") {
  const t = await getTranslations(key);
  return { title: t("metaTitle"), robots: { index: false } } satisfies Metadata;
}
