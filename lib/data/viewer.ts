import "server-only";

import { DEMO_COMPANY_ID } from "@/fixtures/companies";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import type { AppUser } from "@/lib/auth/types";
import type { OrderViewer } from "@/lib/orders/viewer-access";

/**
 * Which sample entity a signed-in account works on (product.md §1: these screens run on fixed sample data).
 * Every cliente sees the demo customer's sample records, every empresa and entregador the demo company's.
 */
export function customerIdOf(user: Pick<AppUser, "type">): string | null {
  return user.type === "cliente" ? DEMO_CUSTOMER_ID : null;
}

export function companyIdOf(user: Pick<AppUser, "type">): string | null {
  return user.type === "empresa" || user.type === "entregador" ? DEMO_COMPANY_ID : null;
}

/** The order viewer an account type is (proxy.ts has only the verified claim, no profile read). */
export function orderViewerFor(type: AppUser["type"]): OrderViewer {
  return { type, customerId: customerIdOf({ type }), companyId: companyIdOf({ type }) };
}
