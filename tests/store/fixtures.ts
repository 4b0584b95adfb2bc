import type { Company, OpeningHours, Product } from "@/lib/catalog/types";

/** Tiny sample data for the card tests; the real catalogue is covered elsewhere. */
export const weekdayHours: OpeningHours = {
  monday: { open: "08:00", close: "18:00", closed: false },
  tuesday: { open: "08:00", close: "18:00", closed: false },
};

// Monday 2026-11-16 in São Paulo (UTC-3).
export const MONDAY_NOON = new Date("2026-11-16T12:00:00-03:00");
export const MONDAY_NIGHT = new Date("2026-11-16T20:00:00-03:00");

export function makeCompany(extra: Partial<Company> = {}): Company {
  return {
    id: "2b7c9a10-0000-4000-8000-000000000001",
    name: "Padaria Teste",
    description: "Pães e bolos",
    logo: "/images/companies/logo.webp",
    coverImage: "/images/companies/cover.webp",
    phone: "(31) 3333-4444",
    whatsapp: "(31) 98888-7777",
    instagram: "@padariateste",
    email: "contato@padariateste.com.br",
    serviceType: "restaurant",
    status: "active",
    approval: "approved",
    plan: "premium",
    rating: 4.8,
    deliveryTime: "20-30 min",
    deliveryFee: 4.99,
    address: {
      street: "Rua A, 1",
      city: "Belo Horizonte",
      neighborhood: "Savassi",
      state: "MG",
      zipCode: "30130-151",
    },
    categoryId: "2b7c9a10-0000-4000-8000-0000000000c1",
    createdAt: "2024-01-01T00:00:00-03:00",
    openingHours: weekdayHours,
    ...extra,
  };
}

export function makeProduct(extra: Partial<Product> = {}): Product {
  return {
    id: "2b7c9a10-0000-4000-8000-0000000000a1",
    companyId: "2b7c9a10-0000-4000-8000-000000000001",
    name: "Pão de queijo",
    description: "Seis unidades",
    price: 7.5,
    image: "/images/products/pao-de-queijo.webp",
    categoryId: "2b7c9a10-0000-4000-8000-0000000000c1",
    available: true,
    featured: false,
    ...extra,
  };
}
