import { ImageOff, Megaphone } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { AdCard } from "@/components/areas/advertiser/ad-card";
import { EmptyState } from "@/components/areas/empty-state";
import { Button } from "@/components/ui/button";
import type { Ad } from "@/lib/advertiser/types";

type AdsGridProps = { ads: readonly Ad[]; campaigns: readonly { id: string; name: string }[] };

/** product.md §2 /advertiser/ads: every ad with its picture or text, status, figures and its link. */
export function AdsGrid({ ads, campaigns }: AdsGridProps) {
  const t = useTranslations("advertiserAds");
  if (ads.length === 0) {
    return (
      <EmptyState icon={ImageOff} title={t("emptyTitle")} text={t("emptyText")}>
        <Button asChild variant="outline">
          <Link href="/advertiser/campaigns">
            <Megaphone aria-hidden="true" />
            {t("seeCampaigns")}
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="advertiser-ads-list">
      <h2 id="advertiser-ads-list" className="sr-only">
        {t("listHeading")}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ads.map((ad) => (
          <AdCard key={ad.id} ad={ad} layout="tile" campaigns={campaigns} />
        ))}
      </ul>
    </section>
  );
}
