import Link from "next/link";
import { useTranslations } from "next-intl";

import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cx } from "@/lib/cx";

/** The wordmark with its icon; always links home (product.md §2: logo goes to home). Every page shows it twice. */
export function SiteLogo({ className }: { className?: string }) {
  const t = useTranslations("header");
  return (
    <Link href="/" aria-label={t("homeLabel")} className={cx("site-logo", className)}>
      <span className="site-logo-mark">
        <SpriteIcon name="store" className="size-5" />
      </span>
      <span>{t("wordmark")}</span>
    </Link>
  );
}
