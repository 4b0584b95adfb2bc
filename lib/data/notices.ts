import "server-only";

import type { AppUser } from "@/lib/auth/types";
import { getCompanies } from "@/lib/data/catalog";
import { getCouponBanners } from "@/lib/data/marketing";
import { getCustomer, getOrdersForCompany, getOrdersForCustomer } from "@/lib/data/orders";
import { companyIdOf, customerIdOf } from "@/lib/data/viewer";
import {
  deriveCompanyNotices,
  deriveCustomerNotices,
  type Notice,
  type NoticeArea,
} from "@/lib/notices/derive";
import { unreadByDefaultIds } from "@/lib/notices/read-state";

/**
 * The signed-in user's notices (product.md D11), derived from their sample orders: a company's from its
 * orders, a customer's from theirs (each named after its store in the catalogue) plus the coupon banners.
 * Anyone else has none.
 */
export async function getNotices(user: Pick<AppUser, "type">, area: NoticeArea): Promise<Notice[]> {
  if (area === "company") {
    const companyId = companyIdOf(user);
    if (!companyId) return [];
    return deriveCompanyNotices(
      getOrdersForCompany(companyId).map((order) => ({
        ...order,
        party: getCustomer(order.customerId)?.name ?? "",
      })),
    );
  }
  const customerId = customerIdOf(user);
  if (!customerId) return [];
  const storeNames = new Map((await getCompanies()).map((store) => [store.id, store.name]));
  const orders = getOrdersForCustomer(customerId).map((order) => ({
    ...order,
    party: storeNames.get(order.restaurantId) ?? "",
  }));
  return deriveCustomerNotices(orders, getCouponBanners());
}

/** Only the ids that start unread: all the menu badge needs to count. */
export async function getUnreadNoticeIds(user: Pick<AppUser, "type">, area: NoticeArea): Promise<string[]> {
  return unreadByDefaultIds(await getNotices(user, area));
}
