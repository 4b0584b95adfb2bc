"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

import type { DrawnAd } from "@/lib/advertiser/ad-slot";

// The banner and its impression beacon load only when there is an ad to show, the draw after the page loaded:
// neither is in the home's first load.
const AdShown = lazy(() => import("@/components/store/ad-shown"));

/**
 * The home's promo slot: after the page loaded, one of the advertisers' eligible ads (drawn per page view)
 * takes the place of the Vitrine's own promotion (`children`), in the same box, so nothing moves. No ad, an
 * error or no JavaScript: the promotion stays.
 */
export function AdSlot({ children }: { children: ReactNode }) {
  const t = useTranslations("homeAd");
  const [shown, setShown] = useState<DrawnAd | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // the answer's check and the draw come with their request, after the page loaded
    import("@/lib/advertiser/ad-slot")
      .then(({ drawAd }) => drawAd(controller.signal))
      .then(setShown)
      .catch(() => {});
    return () => controller.abort();
  }, []);

  return (
    <div
      className="relative"
      role={shown ? "region" : undefined}
      aria-label={shown ? t("slotLabel") : undefined}
    >
      <div
        className="h-full"
        inert={shown ? true : undefined}
        style={shown ? { visibility: "hidden" } : undefined}
      >
        {children}
      </div>
      {shown ? (
        <Suspense fallback={null}>
          <AdShown ad={shown.ad} viewId={shown.viewId} sponsored={t("sponsored")} />
        </Suspense>
      ) : null}
    </div>
  );
}
