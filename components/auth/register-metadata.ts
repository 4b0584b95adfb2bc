import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** Metadata shared by /cadastro and /register; the canonical address is /cadastro. */
export async function registerMetadata(): Promise<Metadata> {
  const t = await getTranslations("register");
  return { title: t("metaTitle"), alternates: { canonical: "/cadastro" }, robots: { index: false } };
}
