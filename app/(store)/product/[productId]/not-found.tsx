import { getTranslations } from "next-intl/server";

import { NotFoundPanel } from "@/components/store/store-page/not-found-panel";

// the tab says so too (noindex), not the site's default title
export { generateMetadata } from "@/components/layout/not-found-content";

/** product.md §8: 'Produto não encontrado.' for an unknown product id (HTTP 404). */
export default async function ProductNotFound() {
  const t = await getTranslations("product");
  return <NotFoundPanel title={t("notFound")} hint={t("notFoundHint")} backLabel={t("backHome")} />;
}
