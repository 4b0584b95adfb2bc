import type { Address } from "@/lib/catalog/types";
import type { DeliveryAddress, OrderStatus, PaymentChoice } from "@/lib/orders/types";

/**
 * The courier's screen (product.md §2 /entregador) as plain props: what a courier needs to carry an order and
 * nothing more of the customer than their first name (lib/data/courier.ts builds these, read as the courier).
 */

/** A store the courier delivers for (membros_loja papel 'entregador'). */
export type CourierStore = {
  id: string;
  name: string;
  phone: string;
  address: Address;
};

export type CourierOrder = {
  id: string;
  status: OrderStatus;
  store: CourierStore;
  /** only the first name: the courier greets the customer, the store keeps the rest */
  customerFirstName: string;
  /** the copy taken when the order was placed; null when it does not read */
  address: DeliveryAddress | null;
  notes: string;
  /** units, all lines together */
  itemCount: number;
  payment: PaymentChoice;
  total: number;
  deliveryFee: number;
  /** when it last changed status: ready since, on the way since, delivered at */
  since: string;
};

/** product.md §2 /entregador: ready to take, on the road with this courier, and today's finished ones. */
export type CourierDay = {
  stores: CourierStore[];
  available: CourierOrder[];
  carrying: CourierOrder[];
  deliveredToday: CourierOrder[];
};
