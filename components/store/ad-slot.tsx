"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

import { adsOf, pickAd } from "@/lib/advertiser/ad-slot";
import type { PublicAd } from "@/lib/advertiser/types";

// The banner and its impression beacon load only when there is an ad to show: not in the home's first load.
const AdShown = lazy(() => import("@/components/store/ad-shown"));

/** The ad drawn for this page view, and the view's id (drawn in the browser, per visit). */
type Shown = { ad: PublicAd; viewId: string };

/**
 * The home's promo slot: after the page loaded, one of the advertisers' eligible ads (drawn per page view)
 * takes the place of the Vitrine's own promotion (`children`), in the same box, so nothing moves. No ad, an
 * error or no JavaScript: the promotion stays.
 */
export function AdSlot({ children }: { children: ReactNode }) {
  const t = useTranslations("homeAd");
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/anuncios", { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const ad = pickAd(adsOf(body), Math.random());
        setShown(ad ? { ad, viewId: crypto.randomUUID() } : null);
      })
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
