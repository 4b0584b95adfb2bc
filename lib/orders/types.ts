import { z } from "zod";

/**
 * Orders as the screens use them; `pedidos`, `itens_pedido` and `eventos_pedido` rows become these in
 * lib/orders/rows.ts (the database says confirmado, preparando...; the app says confirmed, preparing...).
 */

export const orderStatusSchema = z.enum([
  "confirmed",
  "preparing",
  "ready",
  "on_way",
  "delivered",
  "cancelled",
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** Credit and debit are paid on delivery, on the courier's card machine; Pix before the store accepts. */
export const paymentChoiceSchema = z.enum(["credit", "debit", "pix"]);
export type PaymentChoice = z.infer<typeof paymentChoiceSchema>;
export type DeliveryType = "delivery" | "pickup";
/** Who acted on an order, as the order saw them. */
export type OrderActor = "customer" | "store" | "courier" | "admin";

export type OrderItem = {
  /** null once the product left the catalogue: the item stays, by name and price */
  productId: string | null;
  name: string;
  quantity: number;
  /** the unit price it sold for */
  price: number;
};

/** Where a delivery order goes, as it was when the order was placed (and a saved address's fields). */
export type DeliveryAddress = {
  /** 'Casa', 'Trabalho': how the customer tells their addresses apart */
  label: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  /** UF: one of the 26 states or DF */
  state: string;
  /** '00000-000' */
  zipCode: string;
};

export type OrderEvent = {
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  at: string;
  reason: string | null;
};

export type Order = {
  id: string;
  /** null once the customer's account was removed */
  customerId: string | null;
  /** the store's id (product.md §3 keeps the name); null once the store was removed */
  restaurantId: string | null;
  companyName: string;
  customerName: string;
  customerPhone: string;
  items: OrderItem[];
  status: OrderStatus;
  /** when it was placed (ISO instant) */
  orderTime: string;
  /** e.g. "35-45 min", the store's time (or pickup's 20-30) when the order was placed */
  estimatedDelivery: string;
  deliveryType: DeliveryType;
  paymentMethod: PaymentChoice;
  subtotal: number;
  deliveryFee: number;
  discount: number;
  total: number;
  couponCode: string | null;
  notes: string;
  address: DeliveryAddress | null;
  cancelReason: string | null;
  /** the courier carrying it, once one took it */
  courierId: string | null;
  /** every status change, oldest first (only where a screen shows the history) */
  events: OrderEvent[];
};

/** Order history row (product.md §3 "History entry"): its São Paulo date and time, and its store's brand. */
export type HistoryEntry = {
  id: string;
  date: string;
  time: string;
  status: OrderStatus;
  total: number;
  /** how many units, all lines together */
  items: number;
  company: string;
  /** the store's logo; null when it has none (or was removed) */
  companyLogo: string | null;
};

/** A customer dashboard card (product.md §3 Customer order). */
export type CustomerOrder = {
  id: string;
  restaurantName: string;
  items: string[];
  total: number;
  status: OrderStatus;
  date: string;
  deliveryTime: string;
};
