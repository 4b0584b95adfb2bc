import Link from "next/link";
import { useTranslations } from "next-intl";

import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cx } from "@/lib/cx";

/** The wordmark with its icon; always links home (product.md §2: logo goes to home). */
export function SiteLogo({ className }: { className?: string }) {
  const t = useTranslations("header");
  return (
    <Link
      href="/"
      aria-label={t("homeLabel")}
      className={cx(
        "flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-primary",
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <SpriteIcon name="store" className="size-5" />
      </span>
      <span>{t("wordmark")}</span>
    </Link>
  );
}
