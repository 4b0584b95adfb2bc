"use client";

import { useEffect, useRef, type RefObject } from "react";

import { AdBanner } from "@/components/store/ad-banner";
import { adImpressionUrl, SEEN_RATIO, type DrawnAd } from "@/lib/advertiser/ad-slot";
import type { PublicAd } from "@/lib/advertiser/types";

/** Sends the impression once the banner is at least half visible (a beacon survives leaving the page). */
function useSeenBeacon(target: RefObject<HTMLElement | null>, ad: PublicAd, viewId: string) {
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO)) return;
        observer.disconnect();
        const url = adImpressionUrl(ad.id, viewId);
        if (!navigator.sendBeacon?.(url))
          void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, ad.id, viewId]);
}

/** The drawn ad's banner, counted once it was seen (components/store/ad-slot.tsx loads it on demand). */
export default function AdShown({ ad, viewId, sponsored }: DrawnAd & { sponsored: string }) {
  const banner = useRef<HTMLAnchorElement>(null);
  useSeenBeacon(banner, ad, viewId);
  return <AdBanner ref={banner} ad={ad} viewId={viewId} sponsored={sponsored} />;
}
