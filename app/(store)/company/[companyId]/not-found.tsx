import { getTranslations } from "next-intl/server";

import { NotFoundPanel } from "@/components/store/store-page/not-found-panel";

// the tab says so too (noindex), not the site's default title
export { generateMetadata } from "@/components/layout/not-found-content";

/** product.md §8: 'Empresa não encontrada.' for an unknown or unapproved company id (HTTP 404). */
export default async function StoreNotFound() {
  const t = await getTranslations("store");
  return <NotFoundPanel title={t("notFound")} hint={t("notFoundHint")} backLabel={t("backHome")} />;
}
