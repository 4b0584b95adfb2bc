"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { OpeningHours } from "@/lib/catalog/types";
import type { NextOpening } from "@/lib/store/next-opening";
import { cx } from "@/lib/cx";

import { useOpeningStatus } from "./use-open-now";

/**
 * Badge 'Aberto' / 'Fechado' (product.md §2, product.md §4) that stays correct after the page was prerendered; a closed
 * store also says when it opens next, 'Fechado · abre hoje às 18:00' (product.md D13).
 *
 * Usage (server component): `<OpenStatus openingHours={company.openingHours} renderedAt={await getRenderTime()} />`
 * with getRenderTime from "@/lib/store/render-time". `OpenStatusBadge` is the plain badge for a
 * component that already called useOpeningStatus / useOpenNow; `OpensAtText` is the bare 'Abre hoje às 18:00'.
 */
export function OpenStatus({
  openingHours,
  renderedAt,
  className,
}: {
  openingHours: OpeningHours;
  renderedAt: number;
  className?: string;
}) {
  const { open, opensAt } = useOpeningStatus(openingHours, renderedAt);
  return <OpenStatusBadge open={open} opensAt={opensAt} className={className} />;
}

export function OpenStatusBadge({
  open,
  opensAt = null,
  className,
}: {
  open: boolean;
  /** When a closed store opens next; without it the badge reads just 'Fechado'. */
  opensAt?: NextOpening | null;
  className?: string;
}) {
  const t = useTranslations("openStatus");
  const label = open ? t("open") : opensAt ? t("closedOpensAt", opensAt) : t("closed");
  return (
    <Badge variant={open ? "success" : "secondary"} className={cx("gap-1.5", className)} data-open={open}>
      <span
        aria-hidden="true"
        className={cx("size-1.5 rounded-full", open ? "bg-current" : "bg-muted-foreground")}
      />
      {label}
    </Badge>
  );
}

/** 'Abre hoje às 18:00', 'Abre amanhã às 06:00', 'Abre segunda às 08:00'. */
export function OpensAtText({ opensAt }: { opensAt: NextOpening }) {
  const t = useTranslations("openStatus");
  return <>{t("opensAt", opensAt)}</>;
}
