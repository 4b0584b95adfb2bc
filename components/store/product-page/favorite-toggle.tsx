"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import {
  favoritesSnapshot,
  parseFavorites,
  readFavorites,
  subscribeFavorites,
  toggleFavorite,
  writeFavorites,
} from "./favorites-store";

/** product.md §2 favourite toggle: a pressed/unpressed button persisted in localStorage, confirmed by a toast. */
export function FavoriteToggle({ productId }: { productId: string }) {
  const t = useTranslations("favorites");
  // The server cannot read the visitor's storage: unpressed until hydration.
  const stored = useSyncExternalStore(subscribeFavorites, favoritesSnapshot, () => null);
  const favorite = parseFavorites(stored).includes(productId);

  return (
    <Button
      variant="outline"
      aria-pressed={favorite}
      title={favorite ? t("remove") : t("add")}
      onClick={() => {
        writeFavorites(toggleFavorite(readFavorites(), productId));
        toast.success(favorite ? t("removed") : t("added"));
      }}
    >
      <SpriteIcon name="heart" className={cn(favorite && "fill-destructive text-destructive")} />
      {/* A toggle keeps one label; aria-pressed carries the state (WAI-ARIA button pattern). */}
      {t("label")}
    </Button>
  );
}
