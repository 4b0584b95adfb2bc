import { getTranslations } from "next-intl/server";

import { NotFoundPanel } from "@/components/store/store-page/not-found-panel";

/** product.md §8: 'Empresa não encontrada.' for an unknown or unapproved company id (HTTP 404). */
export default async function StoreNotFound() {
  const t = await getTranslations("store");
  return <NotFoundPanel title={t("notFound")} hint={t("notFoundHint")} backLabel={t("backHome")} />;
}
