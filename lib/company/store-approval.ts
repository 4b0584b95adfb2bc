import type { Loja } from "@/lib/supabase/database.types";

/** Which banner the company area shows its owner: the store awaits approval, was not approved, or none. */
export type StoreApprovalBanner = "pending" | "rejected" | null;

/**
 * A store that is not approved is invisible to shoppers (docs/product.md), yet its owner prepares the
 * catalogue meanwhile: the banner says why nobody sees it. A courier of the store sees no banner.
 */
export function storeApprovalBanner(
  store: Pick<Loja, "status"> | null,
  role: string | null,
): StoreApprovalBanner {
  if (!store || role !== "dono") return null;
  if (store.status === "pendente") return "pending";
  if (store.status === "rejeitada") return "rejected";
  return null;
}
