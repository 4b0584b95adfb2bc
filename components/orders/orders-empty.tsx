import { PackageOpen } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/**
 * product.md §2 'Nenhum pedido encontrado': the history and the dashboard say it alike. A customer without any
 * order is offered 'Fazer Primeiro Pedido'; a tab that is only empty for now says so.
 */
export function OrdersEmpty({
  firstOrder,
  headingLevel = "h2",
}: {
  firstOrder: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const t = useTranslations("orders");
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-12 text-center">
      <PackageOpen aria-hidden="true" className="size-12 text-muted-foreground" />
      <Heading className="text-lg font-semibold">{t("empty")}</Heading>
      {firstOrder ? (
        <Button asChild>
          <Link href="/">{t("firstOrder")}</Link>
        </Button>
      ) : (
        <p className="max-w-sm text-sm text-muted-foreground">{t("emptyTab")}</p>
      )}
    </div>
  );
}
