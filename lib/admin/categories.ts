import { normalizeText } from "@/lib/store/search";

/**
 * product.md §2 'Gestão de Categorias': one row of the categorias table as the admin screen shows it, plus
 * `productCount` (the 'Qtd' column: sample products filed under the category).
 */
export type AdminCategory = {
  id: string;
  nome: string;
  descricao: string | null;
  slug: string;
  imagem: string | null;
  tipo: string;
  ativo: boolean;
  destaque: boolean;
  productCount: number;
};

/** product.md §2: the status filter Todas / Ativas / Inativas. */
export const CATEGORY_STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type CategoryStatusFilter = (typeof CATEGORY_STATUS_FILTERS)[number];

export type CategoryListView = { query: string; status: CategoryStatusFilter };

type CategoryRow = Omit<AdminCategory, "productCount">;

/** The 'Qtd' column: each category's count of products (0 for a new category). */
export function withProductCounts(
  categories: readonly CategoryRow[],
  counts: ReadonlyMap<string, number>,
): AdminCategory[] {
  return categories.map((category) => ({ ...category, productCount: counts.get(category.id) ?? 0 }));
}

function matchesStatus(category: Pick<AdminCategory, "ativo">, status: CategoryStatusFilter): boolean {
  if (status === "active") return category.ativo;
  if (status === "inactive") return !category.ativo;
  return true;
}

/**
 * product.md §2 + product.md §5: 'Buscar categorias...' matches name or description, case- and accent-insensitive like
 * the storefront search ('farmacia' finds 'Farmácia'); then the status filter. Input order is kept.
 */
export function filterCategories<C extends Pick<AdminCategory, "nome" | "descricao" | "ativo">>(
  categories: readonly C[],
  { query, status }: CategoryListView,
): C[] {
  const needle = normalizeText(query.trim());
  return categories.filter(
    (category) =>
      matchesStatus(category, status) &&
      (!needle ||
        normalizeText(category.nome).includes(needle) ||
        normalizeText(category.descricao ?? "").includes(needle)),
  );
}

export type CategoryCounters = { total: number; active: number; featured: number };

/** product.md §2: the three counters, always over the whole table (not the filtered list). */
export function categoryCounters(categories: readonly Pick<AdminCategory, "ativo" | "destaque">[]) {
  return categories.reduce<CategoryCounters>(
    (counters, category) => ({
      total: counters.total + 1,
      active: counters.active + (category.ativo ? 1 : 0),
      featured: counters.featured + (category.destaque ? 1 : 0),
    }),
    { total: 0, active: 0, featured: 0 },
  );
}

/** A slug suggested from a name: accent-free, lower-case, words joined by single hyphens. */
export function slugify(name: string): string {
  return normalizeText(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export type CategoryPatch = Partial<Pick<AdminCategory, "ativo" | "destaque">>;

/** What the screen shows while a write is in flight (React useOptimistic), undone if the write fails. */
export type OptimisticCategoryChange =
  { type: "patch"; id: string; patch: CategoryPatch } | { type: "remove"; id: string };

export function applyCategoryChange(
  categories: readonly AdminCategory[],
  change: OptimisticCategoryChange,
): AdminCategory[] {
  if (change.type === "remove") return categories.filter((category) => category.id !== change.id);
  return categories.map((category) =>
    category.id === change.id ? { ...category, ...change.patch } : category,
  );
}
