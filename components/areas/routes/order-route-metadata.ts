import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The metadata of every area's order/[orderId] route: a private page, never indexed. */
export async function orderRouteMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderDetail");
  return { title: t("metaTitle"), robots: { index: false } };
}
