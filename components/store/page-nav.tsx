import Link from "next/link";
import type { ComponentProps } from "react";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { pageWindow } from "@/lib/store/pagination";
import { cn } from "@/lib/utils";

/**
 * Previous / numbered / next links of a paginated list; plain links, so it works without JavaScript. The
 * numbers are a window around the current page (lib/store/pagination.ts pageWindow): a city's search has
 * a thousand pages.
 * `documentLinks`: full page loads, for "/?q=…" pages that proxy.ts rewrites (client navigation cannot follow).
 */
export async function PageNav({
  page,
  pages,
  hrefOf,
  documentLinks = false,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  documentLinks?: boolean;
}) {
  const PageLink = documentLinks ? DocumentLink : Link;
  if (pages <= 1) return null;
  const t = await getTranslations("productList");
  const numbers = pageWindow(page, pages);
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <PageLink
          href={hrefOf(page - 1)}
          rel="prev"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <SpriteIcon name="chevron-left" />
          {t("previous")}
        </PageLink>
      ) : null}
      <ul className="flex flex-wrap gap-1">
        {numbers.map((number, index) =>
          number === null ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className="flex min-w-9 items-end justify-center pb-1"
            >
              …
            </li>
          ) : (
            <li key={number}>
              <PageLink
                href={hrefOf(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={t("pageLabel", { page: number })}
                className={cn(
                  buttonVariants({ variant: number === page ? "default" : "ghost", size: "sm" }),
                  "min-w-9 tabular-nums",
                )}
              >
                {number}
              </PageLink>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <PageLink
          href={hrefOf(page + 1)}
          rel="next"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("next")}
          <SpriteIcon name="chevron-right" />
        </PageLink>
      ) : null}
    </nav>
  );
}

function DocumentLink(props: ComponentProps<"a"> & { href: string }) {
  return <a {...props} />;
}
