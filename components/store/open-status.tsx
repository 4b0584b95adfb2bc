"use client";

import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { OpeningHours } from "@/fixtures/schemas";
import { cn } from "@/lib/utils";

import { useOpenNow } from "./use-open-now";

/**
 * Badge 'Aberto' / 'Fechado' (spec 2, spec 4) that stays correct after the page was prerendered.
 *
 * Usage (server component): `<OpenStatus openingHours={company.openingHours} renderedAt={await getRenderTime()} />`
 * with getRenderTime from "@/lib/store/render-time". `OpenStatusBadge` is the plain badge for a
 * component that already called useOpenNow.
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
  const open = useOpenNow(openingHours, renderedAt);
  return <OpenStatusBadge open={open} className={className} />;
}

export function OpenStatusBadge({ open, className }: { open: boolean; className?: string }) {
  const t = useTranslations("openStatus");
  return (
    <Badge variant={open ? "success" : "secondary"} className={cn("gap-1.5", className)} data-open={open}>
      <span
        aria-hidden="true"
        className={cn("size-1.5 rounded-full", open ? "bg-current" : "bg-muted-foreground")}
      />
      {open ? t("open") : t("closed")}
    </Badge>
  );
}
