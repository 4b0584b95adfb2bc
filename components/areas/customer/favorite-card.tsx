import Link from "next/link";
import { Clock, Heart, Star } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { LocalImage } from "@/components/ui/local-image";
import type { Favorite } from "@/lib/favorites/types";
import { formatMoney } from "@/lib/format";
import { productPath, storePath } from "@/lib/seo/urls";

/** A favourite product or store; the whole card links to its page. */
export function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const t = useTranslations("customerDashboard");
  const format = useFormatter();
  const href = favorite.kind === "product" ? productPath(favorite.id) : storePath(favorite.id);
  return (
    // min-w-0: a long product name truncates instead of widening the list past the screen
    <li className="min-w-0">
      <Link
        href={href}
        className="flex items-center gap-3 rounded-lg border bg-card p-3 shadow-sm transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <LocalImage
          src={favorite.image}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-md bg-muted object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{favorite.name}</h3>
          {favorite.kind === "product" ? (
            <p className="text-sm text-muted-foreground">
              {t("favoriteProduct", { store: favorite.storeName, price: formatMoney(favorite.price) })}
            </p>
          ) : (
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <Heart aria-hidden="true" className="size-3.5" />
                {t("favoriteStore")}
              </span>
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3.5 fill-current text-warning" />
                {t("favoriteRating", {
                  rating: format.number(favorite.rating, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                {favorite.deliveryTime}
              </span>
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
