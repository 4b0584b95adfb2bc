import Image from "next/image";
import { useFormatter, useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { Ad } from "@/fixtures/schemas";
import { campaignBadgeTone, campaignStatusKey } from "@/lib/areas/campaigns";

/** An ad with its image, status and reach; ads share the campaign status values (spec 3). */
export function AdCard({ ad }: { ad: Ad }) {
  const t = useTranslations("advertiserDashboard");
  const labels = useTranslations("statusLabels.ad");
  const format = useFormatter();
  return (
    <li className="flex gap-3 rounded-lg border bg-card p-3 shadow-sm">
      <Image
        src={ad.image}
        alt=""
        width={96}
        height={72}
        className="h-18 w-24 shrink-0 rounded-md bg-muted object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">{ad.title}</h3>
          <Badge variant={campaignBadgeTone(ad.status)}>{labels(campaignStatusKey(ad.status))}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{ad.description}</p>
        <p className="text-xs text-muted-foreground tabular-nums">
          {t("adStats", { impressions: format.number(ad.impressions), clicks: format.number(ad.clicks) })}
        </p>
      </div>
    </li>
  );
}
