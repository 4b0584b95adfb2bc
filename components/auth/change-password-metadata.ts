import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** Metadata of the four change-password pages. */
export async function changePasswordMetadata(): Promise<Metadata> {
  const t = await getTranslations("changePassword");
  return { title: t("metaTitle"), robots: { index: false } };
}
