import { useTranslations } from "next-intl";

import { IntentLink } from "@/components/ui/intent-link";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cx } from "@/lib/cx";

/**
 * The wordmark with its icon; always links home (product.md §2: logo goes to home). Every page shows it twice, so it
 * asks for the home only when the shopper reaches for it (components/ui/intent-link.tsx).
 */
export function SiteLogo({ className }: { className?: string }) {
  const t = useTranslations("header");
  return (
    <IntentLink href="/" aria-label={t("homeLabel")} className={cx("site-logo", className)}>
      <span className="site-logo-mark">
        <SpriteIcon name="store" className="size-5" />
      </span>
      <span>{t("wordmark")}</span>
    </IntentLink>
  );
}
