import "server-only";

import { customers, paymentMethods, savedAddresses } from "@/fixtures/customers";
import { favorites } from "@/fixtures/favorites";
import type { Customer, FavoriteRestaurant, PaymentMethod, SavedAddress } from "@/lib/customers/types";

/** The sample customers' own records (product.md §3 Customer, Address, Payment method, Favorite restaurant). */

export function getCustomerRecord(customerId: string): Customer | undefined {
  return customers.find((customer) => customer.id === customerId);
}

/** A customer's favourite places (the sample has one list, the demo customer's). */
export function getFavorites(): FavoriteRestaurant[] {
  return [...favorites];
}

/** A customer's saved addresses, the default first. */
export function getAddresses(customerId: string): SavedAddress[] {
  return savedAddresses
    .filter((address) => address.customerId === customerId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** A customer's saved payment methods, the default first. */
export function getPaymentMethods(customerId: string): PaymentMethod[] {
  return paymentMethods
    .filter((method) => method.customerId === customerId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
