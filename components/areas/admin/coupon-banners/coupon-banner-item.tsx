"use client";

import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { EditorCouponBanner } from "@/lib/data/coupon-banner-editor";

type CouponBannerItemProps = {
  banner: EditorCouponBanner;
  /** its place in the list, from 1 (positions may skip a number after a removal) */
  place: number;
  canEdit: boolean;
  busy: boolean;
  /** absent for the first banner / the last one */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onEdit: () => void;
  onRemove: () => void;
};

/** One banner of 'Cupons na página inicial': as the home shows it, whether it shows today, and its controls. */
export function CouponBannerItem({
  banner,
  place,
  canEdit,
  busy,
  onMoveUp,
  onMoveDown,
  onEdit,
  onRemove,
}: CouponBannerItemProps) {
  const t = useTranslations("adminCouponBanners");
  const name = { title: banner.title };
  return (
    <li className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-primary/40 bg-card p-4 sm:flex-row sm:items-start">
      <span
        aria-label={t("place", { place })}
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
      >
        {place}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{banner.title}</p>
        <p className="text-sm text-muted-foreground">{banner.subtitle}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code className="rounded bg-secondary px-2 py-0.5 font-mono text-sm font-bold text-secondary-foreground">
            {banner.code}
          </code>
          <Badge variant={banner.status === "shown" ? "success" : "outline"}>
            {t(`status.${banner.status}`)}
          </Badge>
        </div>
      </div>
      {canEdit ? (
        <div className="flex flex-wrap gap-1 sm:flex-nowrap">
          <Button
            variant="outline"
            size="icon"
            aria-label={t("moveUp", name)}
            disabled={busy || !onMoveUp}
            onClick={onMoveUp}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("moveDown", name)}
            disabled={busy || !onMoveDown}
            onClick={onMoveDown}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={t("edit", name)} disabled={busy} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("remove", name)}
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
