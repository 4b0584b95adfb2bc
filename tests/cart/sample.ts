import type { Company, Product } from "@/lib/catalog/types";
import { everyDay } from "@/fixtures/opening-hours";

/** Minimal valid company/product pairs for cart tests (independent of the sample catalogue's contents). */
export function sampleCompany(id: string, overrides: Partial<Company> = {}): Company {
  return {
    id,
    name: `Loja ${id.slice(0, 4)}`,
    description: "Loja de teste",
    logo: "/images/test-logo.svg",
    coverImage: "/images/test-cover.svg",
    phone: "(31) 3333-4444",
    whatsapp: "(31) 99999-8888",
    instagram: "@loja",
    email: "loja@example.com",
    serviceType: "restaurant",
    status: "active",
    approval: "approved",
    plan: "free",
    rating: 4.5,
    deliveryTime: "30-40 min",
    deliveryFee: 5,
    address: {
      street: "Rua A, 1",
      city: "Belo Horizonte",
      neighborhood: "Centro",
      state: "MG",
      zipCode: "30100-000",
    },
    categoryId: "1c4f72a1-af69-4fc7-ae59-8517322e5d0b",
    createdAt: "2024-01-01T10:00:00-03:00",
    openingHours: everyDay("08:00", "22:00"),
    ...overrides,
  };
}

export function sampleProduct(id: string, company: Company, overrides: Partial<Product> = {}): Product {
  return {
    id,
    companyId: company.id,
    name: `Produto ${id.slice(0, 4)}`,
    description: "Produto de teste",
    price: 10,
    image: "/images/test-product.svg",
    categoryId: company.categoryId,
    available: true,
    featured: false,
    ...overrides,
  };
}

export const storeA = sampleCompany("aaaaaaaa-0000-4000-8000-000000000001");
export const storeB = sampleCompany("bbbbbbbb-0000-4000-8000-000000000002");
export const coffee = sampleProduct("11111111-0000-4000-8000-000000000001", storeA, {
  name: "Café",
  price: 4.5,
});
export const cake = sampleProduct("22222222-0000-4000-8000-000000000002", storeA, {
  name: "Bolo",
  price: 12.9,
});
export const pizza = sampleProduct("33333333-0000-4000-8000-000000000003", storeB, {
  name: "Pizza",
  price: 49.9,
});
