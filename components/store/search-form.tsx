import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { CATEGORY_PARAM, MAX_QUERY_LENGTH, QUERY_PARAM } from "@/lib/store/home-params";

/**
 * product.md §2 search box: a plain GET form to "/" (a document navigation: proxy.ts serves "/?q=…" from the
 * dynamic /busca while "/" stays static, which client-side navigation between the two cannot follow).
 * Keeps the chosen category in a hidden field.
 */
export function SearchForm({
  query = null,
  categoryId = null,
}: {
  query?: string | null;
  categoryId?: string | null;
}) {
  const t = useTranslations("search");
  return (
    <form action="/" method="get" role="search" className="mx-auto flex w-full max-w-2xl gap-2">
      <label htmlFor="home-search" className="sr-only">
        {t("label")}
      </label>
      <div className="relative flex-1">
        <SpriteIcon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id="home-search"
          type="search"
          name={QUERY_PARAM}
          defaultValue={query ?? ""}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          className="search-input"
        />
      </div>
      {categoryId ? <input type="hidden" name={CATEGORY_PARAM} value={categoryId} /> : null}
      <Button type="submit" size="lg" className="h-12 bg-accent hover:bg-accent/90">
        {t("submit")}
      </Button>
    </form>
  );
}
