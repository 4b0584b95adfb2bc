import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";

/** product.md §4: a category is active or inactive. */
export function CategoryStatusBadge({ ativo }: { ativo: boolean }) {
  const t = useTranslations("adminCategories.status");
  return <Badge variant={ativo ? "success" : "outline"}>{ativo ? t("active") : t("inactive")}</Badge>;
}
