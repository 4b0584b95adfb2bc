import type { AdminCompany } from "@/lib/admin/companies";

let sequence = 0;

/** A minimal admin company for table tests; ids are unique per call. */
export function adminCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  sequence += 1;
  return {
    id: `company-${sequence}`,
    name: `Empresa ${sequence}`,
    description: "Descrição",
    phone: "(31) 3000-0000",
    whatsapp: "(31) 99000-0000",
    instagram: "@empresa",
    email: `empresa${sequence}@example.com`,
    serviceType: "restaurant",
    status: "active",
    approval: "approved",
    plan: "free",
    rating: 4.5,
    deliveryTime: "30-40 min",
    deliveryFee: 5,
    address: {
      street: "Rua A, 1",
      neighborhood: "Centro",
      city: "Belo Horizonte",
      state: "MG",
      zipCode: "30000-000",
    },
    category: "Lanches",
    createdAt: "2026-01-01T10:00:00-03:00",
    openingHours: {},
    ...overrides,
  };
}

/** `approved` approved, `pending` pending and `rejected` rejected companies, in that order. */
export function companiesWith(approved: number, pending: number, rejected: number): AdminCompany[] {
  return [
    ...Array.from({ length: approved }, () => adminCompany({ approval: "approved" })),
    ...Array.from({ length: pending }, () => adminCompany({ approval: "pending" })),
    ...Array.from({ length: rejected }, () => adminCompany({ approval: "rejected" })),
  ];
}
