import { ExternalLink } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { AdEditButton } from "@/components/areas/advertiser/ad-edit-button";
import { CampaignStatusBadge } from "@/components/areas/advertiser/campaign-status-badge";
import { LocalImage } from "@/components/ui/local-image";
import type { Ad } from "@/lib/advertiser/types";
import { cn } from "@/lib/utils";

type AdCardProps = {
  ad: Ad;
  /** "row" on the dashboard list, "tile" in the /advertiser/ads grid (with its campaign and 'Editar') */
  layout?: "row" | "tile";
  /** the campaigns of the advertiser (the edit form keeps the ad in its own) */
  campaigns?: readonly { id: string; name: string }[];
};

/** An ad with its picture or text, status, figures and where a click on it goes (product.md §3 Ad). */
export function AdCard({ ad, layout = "row", campaigns = [] }: AdCardProps) {
  const t = useTranslations("advertiserDashboard");
  const adsText = useTranslations("advertiserAds");
  const format = useFormatter();
  const tile = layout === "tile";
  const stats = [
    { key: "impressions", value: format.number(ad.impressions) },
    { key: "clicks", value: format.number(ad.clicks) },
    { key: "ctr", value: format.number(ad.ctr / 100, { style: "percent", maximumFractionDigits: 2 }) },
  ] as const;
  return (
    <li
      className={cn(
        "flex rounded-lg border bg-card shadow-sm",
        tile ? "flex-col overflow-hidden" : "gap-3 p-3",
      )}
    >
      {ad.image ? (
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
      ) : null}
      <div className={cn("flex min-w-0 flex-1 flex-col gap-1", tile && "gap-2 p-4")}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">{ad.title}</h3>
          <CampaignStatusBadge status={ad.status} of="ad" />
        </div>
        {tile ? (
          <p className="text-xs text-muted-foreground">{adsText("campaignOf", { name: ad.campaignName })}</p>
        ) : null}
        {ad.live === undefined ? null : (
          <p className="flex items-center gap-1.5 text-xs font-medium">
            <span
              aria-hidden="true"
              className={cn("size-2 rounded-full", ad.live ? "bg-emerald-600" : "bg-muted-foreground/50")}
            />
            {adsText(ad.live ? "live" : "notLive")}
          </p>
        )}
        {ad.description ? <p className="text-sm text-muted-foreground">{ad.description}</p> : null}
        <a
          href={ad.url}
          rel="sponsored noopener"
          target="_blank"
          className="inline-flex max-w-full items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
        >
          <span className="truncate">{ad.url}</span>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">{adsText("opensInNewTab")}</span>
        </a>
        {tile ? (
          <>
            <dl className="mt-auto grid grid-cols-3 gap-2 border-t pt-3 text-sm">
              {stats.map((stat) => (
                <div key={stat.key}>
                  <dt className="text-muted-foreground">{t(stat.key)}</dt>
                  <dd className="font-medium tabular-nums">{stat.value}</dd>
                </div>
              ))}
            </dl>
            {ad.status === "finished" ? null : <AdEditButton ad={ad} campaigns={campaigns} />}
          </>
        ) : (
          <p className="text-xs text-muted-foreground tabular-nums">
            {t("adStats", { impressions: format.number(ad.impressions), clicks: format.number(ad.clicks) })}
          </p>
        )}
      </div>
    </li>
  );
}
