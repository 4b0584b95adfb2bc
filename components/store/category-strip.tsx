import { getTranslations } from "next-intl/server";

import { SpriteIcon } from "@/components/ui/sprite-icon";
import { getCategories } from "@/lib/data/categories";
import { homeHref } from "@/lib/store/home-params";

import { CategoryStripImage } from "./category-strip-image";
import { CategoryStripScroller } from "./category-strip-scroller";

type CategoryRow = Awaited<ReturnType<typeof getCategories>>[number];

/** Active rows only: an admin switching a category off (product.md §4) takes it off the storefront. */
async function loadCategories(): Promise<CategoryRow[]> {
  try {
    return (await getCategories()).filter((category) => category.ativo);
  } catch (error) {
    // The home must never break on the category list: show just 'Todos'.
    console.error("[category-strip] could not load categorias", error);
    return [];
  }
}

/**
 * product.md §2 category strip: 'Todos' plus one card per row of the categorias table (ordered by nome). A card is
 * a link to `/?categoria=<id>` that keeps the current search text. Server component; stream it inside
 * <Suspense fallback={<CategoryStripSkeleton />}>.
 */
export async function CategoryStrip({
  query,
  selectedId,
}: {
  query: string | null;
  selectedId: string | null;
}) {
  const [t, categories] = await Promise.all([getTranslations("categories"), loadCategories()]);
  // an inactive category's old link filters nothing (product.md §4), so 'Todos' is what shows
  const selected = categories.some((category) => category.id === selectedId) ? selectedId : null;

  return (
    <nav aria-label={t("title")}>
      <CategoryStripScroller>
        <ul className="flex gap-3">
          <li>
            {/* a document navigation, like the search form: "/" is static, a filter is rendered by /busca */}
            <a href={homeHref({ query })} aria-current={selected ? undefined : true} className="strip-card">
              <span className="strip-picture">
                <SpriteIcon name="layout-grid" className="size-7" />
              </span>
              {t("all")}
            </a>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={homeHref({ query, categoryId: category.id })}
                aria-current={category.id === selected ? true : undefined}
                title={category.descricao ?? undefined}
                className="strip-card"
              >
                <span className="strip-picture overflow-hidden">
                  <CategoryStripImage src={category.imagem} tipo={category.tipo} />
                </span>
                <span className="line-clamp-2">{category.nome}</span>
              </a>
            </li>
          ))}
        </ul>
      </CategoryStripScroller>
    </nav>
  );
}
