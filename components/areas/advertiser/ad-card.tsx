import { useFormatter, useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { LocalImage } from "@/components/ui/local-image";
import type { Ad } from "@/lib/advertiser/types";
import { ctrPercent } from "@/lib/advertiser/metrics";
import { campaignBadgeTone, campaignStatusKey } from "@/lib/areas/campaigns";
import { cn } from "@/lib/utils";

type AdCardProps = {
  ad: Ad;
  /** "row" on the dashboard list, "tile" in the /advertiser/ads grid */
  layout?: "row" | "tile";
  campaignName?: string;
};

/** An ad with its image, status and reach; ads share the campaign status values (product.md §3). */
export function AdCard({ ad, layout = "row", campaignName }: AdCardProps) {
  const t = useTranslations("advertiserDashboard");
  const labels = useTranslations("statusLabels.ad");
  const adsText = useTranslations("advertiserAds");
  const format = useFormatter();
  const tile = layout === "tile";
  const stats = [
    { key: "impressions", value: format.number(ad.impressions) },
    { key: "clicks", value: format.number(ad.clicks) },
    {
      key: "ctr",
      value: format.number(ctrPercent(ad.clicks, ad.impressions) / 100, {
        style: "percent",
        maximumFractionDigits: 2,
      }),
    },
  ] as const;
  return (
    <li
      className={cn(
        "flex rounded-lg border bg-card shadow-sm",
        tile ? "flex-col overflow-hidden" : "gap-3 p-3",
      )}
    >
      <LocalImage
        src={ad.image}
        alt=""
        width={tile ? 400 : 96}
        height={tile ? 200 : 72}
        className={cn(
          "bg-muted object-cover",
          tile ? "aspect-[2/1] h-auto w-full" : "h-18 w-24 shrink-0 rounded-md",
        )}
      />
      <div className={cn("flex min-w-0 flex-1 flex-col gap-1", tile && "gap-2 p-4")}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">{ad.title}</h3>
          <Badge variant={campaignBadgeTone(ad.status)}>{labels(campaignStatusKey(ad.status))}</Badge>
        </div>
        {campaignName ? (
          <p className="text-xs text-muted-foreground">{adsText("campaignOf", { name: campaignName })}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">{ad.description}</p>
        {tile ? (
          <dl className="mt-auto grid grid-cols-3 gap-2 border-t pt-3 text-sm">
            {stats.map((stat) => (
              <div key={stat.key}>
                <dt className="text-muted-foreground">{t(stat.key)}</dt>
                <dd className="font-medium tabular-nums">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-xs text-muted-foreground tabular-nums">
            {t("adStats", { impressions: format.number(ad.impressions), clicks: format.number(ad.clicks) })}
          </p>
        )}
      </div>
    </li>
  );
}
