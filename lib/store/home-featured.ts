/**
 * The home's featured carousels (issue 24: a first view with a few short sections): how many cards each shows,
 * and which stores the cards need beyond the featured ones, so the page sends only those to <StoreCards>.
 */

/** Featured stores on the home (product.md §2 carousel); lib/store/featured.ts ranks them. */
export const HOME_FEATURED_COMPANIES = 6;
/** Featured products on the home: three screens of a phone's carousel; the full list is at /produtos. */
export const HOME_FEATURED_PRODUCTS = 6;

/** The stores of `products` not among `companies`, each once, in the products' order. */
export function missingCompanyIds(
  companies: readonly { id: string }[],
  products: readonly { companyId: string }[],
): string[] {
  const known = new Set(companies.map((company) => company.id));
  const missing = new Set<string>();
  for (const { companyId } of products) if (!known.has(companyId)) missing.add(companyId);
  return [...missing];
}
