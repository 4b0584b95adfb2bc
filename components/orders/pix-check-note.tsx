import { QrCode } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

/**
 * 'Pix: confira o pagamento': a Pix order the store has not accepted yet. No payment provider confirms it,
 * so the store checks its bank before accepting (docs/product.md §4).
 */
export function PixCheckNote({ withHint = false, className }: { withHint?: boolean; className?: string }) {
  const t = useTranslations("orderActions");
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm text-amber-900",
        className,
      )}
    >
      <QrCode aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{t("pixCheck")}</strong>
        {withHint ? <span className="block text-xs">{t("pixCheckHint")}</span> : null}
      </span>
    </p>
  );
}
