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
  // absent handlers (the first banner's Subir, the last one's Descer) leave their button disabled
  const controls = [
    { key: "moveUp", Icon: ArrowUp, onClick: onMoveUp, className: undefined },
    { key: "moveDown", Icon: ArrowDown, onClick: onMoveDown, className: undefined },
    { key: "edit", Icon: Pencil, onClick: onEdit, className: undefined },
    { key: "remove", Icon: Trash2, onClick: onRemove, className: "text-destructive" },
  ] as const;
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
          {controls.map(({ key, Icon, onClick, className }) => (
            <Button
              key={key}
              variant="outline"
              size="icon"
              aria-label={t(key, name)}
              disabled={busy || !onClick}
              onClick={onClick}
            >
              <Icon aria-hidden="true" className={className} />
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
