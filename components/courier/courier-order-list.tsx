import type { CourierOrder } from "@/lib/courier/types";

import { CourierOrderCard } from "./courier-order-card";

type CourierOrderListProps = {
  id: string;
  title: string;
  empty: string;
  orders: readonly CourierOrder[];
};

/** A list of the courier's screen ('Em rota', 'Disponíveis'): its heading with the count, then the cards. */
export function CourierOrderList({ id, title, empty, orders }: CourierOrderListProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} ({orders.length})
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-4 text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {orders.map((order) => (
            <CourierOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
