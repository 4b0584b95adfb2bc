import { FileQuestion } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/**
 * product.md §8 'Dados do pedido não encontrados.': the order routes' not-found, when the page itself finds no
 * order the viewer may read (the proxy answers almost every such request with the site's 404 first).
 */
export function OrderNotFound({ backHref }: { backHref: string }) {
  const t = useTranslations("orderDetail");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-16 text-center"
    >
      <FileQuestion aria-hidden="true" className="size-12 text-muted-foreground" />
      <p className="text-lg font-semibold">{t("notFound")}</p>
      <Button asChild variant="outline">
        <Link href={backHref}>{t("back")}</Link>
      </Button>
    </div>
  );
}
