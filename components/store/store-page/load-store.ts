import type { Company } from "@/fixtures/schemas";
import { getCompany } from "@/lib/data/catalog";

import { storeVisibility, type StoreVisibility } from "./store-visibility";

export type VisibleStore = { company: Company; visibility: Exclude<StoreVisibility, "hidden"> };

/**
 * The company behind /company/{id} when the public may see it; undefined (the page answers 404 'Empresa
 * não encontrada.', spec 8) for an unknown id or a company never approved. Shared by the page, its
 * metadata, its Open Graph image and the product page, so all of them agree.
 */
export function findVisibleStore(companyId: string): VisibleStore | undefined {
  const company = getCompany(companyId);
  if (!company) return undefined;
  const visibility = storeVisibility(company);
  return visibility === "hidden" ? undefined : { company, visibility };
}
