import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import type { Company, Product } from "@/lib/catalog/types";

/** Synchronous lookups over the sample catalogue (the seeded rows) for tests of sample-data screens. */
export function sampleCompany(id: string): Company | undefined {
  return companies.find((company) => company.id === id);
}

export function sampleProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}
