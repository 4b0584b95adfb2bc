"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";

import { PlainButton } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { toast } from "@/components/ui/toast";
import { withNextParam } from "@/lib/auth/guard";
import { toggleFavoriteProduct } from "@/lib/favorites/actions";
import { favoriteReturnPath, hasFavoriteIntent } from "@/lib/favorites/intent";
import type { FavoriteState } from "@/lib/favorites/types";
import { cx } from "@/lib/cx";

type Known = FavoriteState | { state: "loading" } | { state: "unavailable" };

/**
 * The product page's heart. The page is prerendered for everybody, so the heart asks the server for the
 * viewer's favourite after hydration. A visitor is sent to sign in and comes back with the favourite made.
 */
export function FavoriteToggle({ productId }: { productId: string }) {
  const t = useTranslations("favorites");
  const router = useRouter();
  const [known, setKnown] = useState<Known>({ state: "loading" });
  const [pending, startTransition] = useTransition();
  const favorite = known.state === "customer" && known.favorite;

  function save(next: boolean) {
    setKnown({ state: "customer", favorite: next });
    startTransition(async () => {
      const result = await toggleFavoriteProduct(productId, next).catch(() => null);
      if (result?.ok) return void toast.success(next ? t("added") : t("removed"));
      setKnown({ state: "customer", favorite: !next });
      toast.error(t("failed"));
    });
  }

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/me/favorites?product=${encodeURIComponent(productId)}`, {
      cache: "no-store",
      signal: controller.signal,
    })
      .then((response): Promise<Known> =>
        response.ok ? (response.json() as Promise<FavoriteState>) : Promise.resolve({ state: "unavailable" }),
      )
      .then((answer) => {
        // back from signing in to favourite this product: finish what the visitor asked for
        if (hasFavoriteIntent(window.location.search)) {
          window.history.replaceState(null, "", window.location.pathname);
          if (answer.state === "customer" && !answer.favorite) return save(true);
        }
        setKnown(answer);
      })
      .catch(() => {
        if (!controller.signal.aborted) setKnown({ state: "unavailable" });
      });
    return () => controller.abort();
    // save is stable enough for a one-off check per product
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);

  function onClick() {
    if (known.state === "visitor") return router.push(withNextParam("/login", favoriteReturnPath(productId)));
    if (known.state === "not-customer") return void toast.info(t("customersOnly"));
    if (known.state === "customer") return save(!known.favorite);
    toast.error(t("failed"));
  }

  return (
    <PlainButton
      variant="outline"
      aria-pressed={favorite}
      aria-busy={known.state === "loading" || pending || undefined}
      disabled={known.state === "loading"}
      title={favorite ? t("remove") : t("add")}
      onClick={onClick}
    >
      <SpriteIcon name="heart" className={cx(favorite && "fill-destructive text-destructive")} />
      {/* A toggle keeps one label; aria-pressed carries the state (WAI-ARIA button pattern). */}
      {t("label")}
    </PlainButton>
  );
}
