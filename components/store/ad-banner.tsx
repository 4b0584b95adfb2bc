import type { Ref } from "react";

import { LocalImage } from "@/components/ui/local-image";
import { adClickHref } from "@/lib/advertiser/ad-slot";
import type { PublicAd } from "@/lib/advertiser/types";

type AdBannerProps = { ad: PublicAd; viewId: string; sponsored: string; ref?: Ref<HTMLAnchorElement> };

/**
 * An advertiser's ad in the home's promo box: laid over the promotion it replaces (same size, so nothing
 * moves), the whole banner one link through the click route, marked as sponsored for people and crawlers.
 */
export function AdBanner({ ad, viewId, sponsored, ref }: AdBannerProps) {
  return (
    <a
      ref={ref}
      href={adClickHref(ad.id, viewId)}
      rel="sponsored noopener"
      data-ad-id={ad.id}
      className="absolute inset-0 flex items-center gap-4 overflow-hidden rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring md:gap-6 md:px-8"
    >
      {ad.image ? (
        <LocalImage
          src={ad.image}
          alt=""
          width={160}
          height={120}
          className="aspect-[4/3] h-full max-h-24 w-auto shrink-0 rounded-md bg-muted object-cover md:max-h-32"
        />
      ) : null}
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{sponsored}</span>
        <span className="line-clamp-2 text-lg leading-snug font-bold md:text-xl">{ad.title}</span>
        {ad.description ? (
          <span className="line-clamp-2 text-sm text-muted-foreground md:text-base">{ad.description}</span>
        ) : null}
      </span>
    </a>
  );
}
