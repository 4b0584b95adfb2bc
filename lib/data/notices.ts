import "server-only";

import type { AppUser } from "@/lib/auth/types";
import { getCompany } from "@/lib/data/catalog";
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
 * The signed-in user's notices (issue 11), derived from their sample orders: a company's from its
 * orders, a customer's from theirs plus the coupon banners. Anyone else has none.
 */
export function getNotices(user: Pick<AppUser, "type">, area: NoticeArea): Notice[] {
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
  const orders = getOrdersForCustomer(customerId).map((order) => ({
    ...order,
    party: getCompany(order.restaurantId)?.name ?? "",
  }));
  return deriveCustomerNotices(orders, getCouponBanners());
}

/** Only the ids that start unread: all the menu badge needs to count. */
export function getUnreadNoticeIds(user: Pick<AppUser, "type">, area: NoticeArea): string[] {
  return unreadByDefaultIds(getNotices(user, area));
}
