import { getTranslations } from "next-intl/server";

import { getCategories } from "@/lib/data/categories";
import { homeHref } from "@/lib/store/home-params";

async function activeCategories() {
  try {
    return (await getCategories()).filter((category) => category.ativo);
  } catch (error) {
    // A page that helps the lost visitor must not break on the category list: it just leaves it out.
    console.error("[category-links] could not load categorias", error);
    return [];
  }
}

/**
 * The active categories as plain links to `/?categoria=<id>` (a document navigation, like the home's
 * strip: "/" is static and a filter is rendered by /busca). Server component; stream it inside <Suspense>.
 */
export async function CategoryLinks({ title }: { title: string }) {
  const [t, categories] = await Promise.all([getTranslations("categories"), activeCategories()]);
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="category-links-title" className="flex flex-col items-center gap-3">
      <h2 id="category-links-title" className="font-semibold">
        {title}
      </h2>
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <a href={homeHref({})} className={chipClass}>
            {t("all")}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={homeHref({ categoryId: category.id })} className={chipClass}>
              {category.nome}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const chipClass =
  "inline-flex min-h-10 items-center rounded-full border bg-card px-4 text-sm font-medium transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50";
