import type { Company, Product } from "@/lib/catalog/types";
import { LOCALE } from "@/lib/i18n/constants";

/**
 * Storefront search (product.md §5), the rules as a pure function over a catalogue. The storefront itself
 * searches in the database (public.buscar_produtos/buscar_lojas, migration 20251001120000_busca); this is the
 * reference they are held to (tests/backend/sql-busca.ts), the component tests' stand-in for them
 * (tests/support/sample-catalog-reads.ts) and the e2e suite's expectation over the fixtures.
 *
 * `searchCatalog({ query, categoryId }, { companies, products })`:
 * - text match: case- and accent-insensitive substring over name or description ('farmacia' finds
 *   'Farmácia'); a blank query matches everything;
 * - companies: only visible ones (status active and approval approved); the category does not narrow them;
 * - products: only available ones of visible companies, and only the chosen category when one is chosen.
 * Input order is kept.
 */

export type SearchInput = { query?: string | null; categoryId?: string | null };
export type Catalog<C extends Company = Company, P extends Product = Product> = {
  companies: C[];
  products: P[];
};

/** Lower-case, accent-free form used on both sides of the comparison. */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(LOCALE);
}

/** Whether a company appears on the storefront at all. */
export function isVisibleCompany(company: Pick<Company, "status" | "approval">): boolean {
  return company.status === "active" && company.approval === "approved";
}

function matches(needle: string, item: { name: string; description: string }): boolean {
  if (!needle) return true;
  return normalizeText(item.name).includes(needle) || normalizeText(item.description).includes(needle);
}

export function searchCatalog<C extends Company, P extends Product>(
  { query, categoryId }: SearchInput,
  catalog: Catalog<C, P>,
): Catalog<C, P> {
  const needle = normalizeText((query ?? "").trim());
  const visible = catalog.companies.filter(isVisibleCompany);
  const visibleIds = new Set(visible.map((company) => company.id));

  return {
    companies: visible.filter((company) => matches(needle, company)),
    products: catalog.products.filter(
      (product) =>
        product.available &&
        visibleIds.has(product.companyId) &&
        (!categoryId || product.categoryId === categoryId) &&
        matches(needle, product),
    ),
  };
}

/** Whether the URL carries a non-blank search (product.md §2: changes the heading and shows companies). */
export function hasActiveQuery(query: string | null | undefined): boolean {
  return Boolean(query?.trim());
}
