import type { Company } from "@/lib/catalog/types";

/**
 * Who may see a company's public page.
 *
 * - "public": active and approved (product.md §5: the storefront lists only these); indexed, takes orders.
 * - "suspended": approved but inactive. Old links (bookmarks, shares, past orders) still reach it, so the
 *   page renders with a notice instead of a dead end, but it is noindex, out of the sitemap and takes no
 *   orders.
 * - "hidden": pending or rejected (product.md §4 Company approval): an administrator never vetted it, so it does
 *   not exist for the public and answers 404 'Empresa não encontrada.'.
 */
export type StoreVisibility = "public" | "suspended" | "hidden";

export function storeVisibility(company: Pick<Company, "status" | "approval">): StoreVisibility {
  if (company.approval !== "approved") return "hidden";
  return company.status === "active" ? "public" : "suspended";
}

/** product.md §5: only active and approved companies reach the storefront's lists. */
export function isListed(company: Pick<Company, "status" | "approval">): boolean {
  return storeVisibility(company) === "public";
}
