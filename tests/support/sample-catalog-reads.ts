import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import type { Company, Product } from "@/lib/catalog/types";

/**
 * lib/data/catalog-reads.ts over the sample catalogue (fixtures/, the rows supabase/seed.sql inserts), for
 * component tests, which have no backend: like the database under RLS, only approved stores and their
 * products exist. tests/backend/catalog-data.test.ts proves the real reads against the embedded backend.
 */
const approved = companies.filter((company) => company.approval === "approved");
const approvedIds = new Set(approved.map((company) => company.id));
const visibleProducts = products.filter((product) => approvedIds.has(product.companyId));

export async function readStores(): Promise<Company[]> {
  return approved;
}

export async function readProducts(): Promise<Product[]> {
  return visibleProducts;
}

export async function readStore(storeId: string): Promise<Company | null> {
  return approved.find((company) => company.id === storeId) ?? null;
}

export async function readStoreProducts(storeId: string): Promise<Product[]> {
  return visibleProducts.filter((product) => product.companyId === storeId);
}

export async function readProductWithStore(
  productId: string,
): Promise<{ product: Product; company: Company } | null> {
  const product = visibleProducts.find((item) => item.id === productId);
  const company = product && approved.find((item) => item.id === product.companyId);
  return product && company ? { product, company } : null;
}
