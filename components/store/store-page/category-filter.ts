import type { Product } from "@/lib/catalog/types";
import { LOCALE } from "@/lib/i18n/constants";

/** The store page's category filter (product.md §2): 'Todos' plus only the categories its products belong to. */

export type CategoryOption = { id: string; name: string };

/** Distinct categories of `products`, by name; categories without a known name are skipped. */
export function categoriesPresent(
  products: readonly Pick<Product, "categoryId">[],
  nameOf: (categoryId: string) => string | undefined,
): CategoryOption[] {
  const options = new Map<string, CategoryOption>();
  for (const { categoryId } of products) {
    const name = nameOf(categoryId);
    if (name && !options.has(categoryId)) options.set(categoryId, { id: categoryId, name });
  }
  return [...options.values()].sort((a, b) => a.name.localeCompare(b.name, LOCALE));
}

/** `null` is 'Todos': every product. */
export function filterByCategory<T extends Pick<Product, "categoryId">>(
  products: readonly T[],
  categoryId: string | null,
): T[] {
  return categoryId === null
    ? [...products]
    : products.filter((product) => product.categoryId === categoryId);
}
