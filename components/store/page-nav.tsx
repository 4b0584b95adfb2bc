import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cn } from "@/lib/utils";

/** Previous / numbered / next links of a paginated list; plain links, so it works without JavaScript. */
export async function PageNav({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations("productList");
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          href={hrefOf(page - 1)}
          rel="prev"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <SpriteIcon name="chevron-left" />
          {t("previous")}
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-1">
        {numbers.map((number) => (
          <li key={number}>
            <Link
              href={hrefOf(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("pageLabel", { page: number })}
              className={cn(
                buttonVariants({ variant: number === page ? "default" : "ghost", size: "sm" }),
                "min-w-9 tabular-nums",
              )}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < pages ? (
        <Link
          href={hrefOf(page + 1)}
          rel="next"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("next")}
          <SpriteIcon name="chevron-right" />
        </Link>
      ) : null}
    </nav>
  );
}
