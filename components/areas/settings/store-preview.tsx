"use client";

import { Store } from "lucide-react";
import { useTranslations } from "next-intl";

import { OpenStatusBadge } from "@/components/store/open-status";
import { useOpenNow } from "@/components/store/use-open-now";
import { WeeklyHours } from "@/components/store/weekly-hours";
import type { OpeningHours } from "@/lib/catalog/types";

type StorePreviewProps = { name: string; openingHours: OpeningHours; renderedAt: number };

/**
 * How the store page will read with the hours being edited: 'Aberto'/'Fechado' from the storefront's
 * own rule (product.md §4, lib/store/opening-hours.ts via useOpenNow) and the week as the store page lists it.
 */
export function StorePreview({ name, openingHours, renderedAt }: StorePreviewProps) {
  const t = useTranslations("companySettings");
  const open = useOpenNow(openingHours, renderedAt);
  return (
    <section
      aria-labelledby="store-preview-heading"
      className="flex flex-col gap-4 rounded-lg border bg-background p-4"
    >
      <h3 id="store-preview-heading" className="text-sm font-semibold text-muted-foreground uppercase">
        {t("previewTitle")}
      </h3>
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <Store aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate font-semibold">{name}</p>
          <div aria-live="polite">
            <OpenStatusBadge open={open} />
          </div>
        </div>
      </div>
      <WeeklyHours openingHours={openingHours} />
      <p className="text-xs text-muted-foreground">{t("previewHint")}</p>
    </section>
  );
}
