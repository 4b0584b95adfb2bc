import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserRound } from "lucide-react";

import { CustomerOrderCard } from "@/components/areas/customer/customer-order-card";
import { FavoriteCard } from "@/components/areas/customer/favorite-card";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { SectionHeading } from "@/components/areas/section-heading";
import { Button } from "@/components/ui/button";
import type { CustomerOrder, FavoriteRestaurant } from "@/fixtures/schemas";

type CustomerDashboardProps = { orders: readonly CustomerOrder[]; favorites: readonly FavoriteRestaurant[] };

/** spec 2 Customer dashboard: 'Meus Pedidos', 'Favoritos', 'Meu Perfil'; tabs Pedidos/Favoritos on mobile. */
export function CustomerDashboard({ orders, favorites }: CustomerDashboardProps) {
  const t = useTranslations("customerDashboard");

  const ordersSection = (
    <section aria-labelledby="customer-orders-heading">
      <SectionHeading id="customer-orders-heading">{t("myOrders")}</SectionHeading>
      {orders.length === 0 ? (
        <p className="text-muted-foreground">{t("noOrders")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <CustomerOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );

  const favoritesSection = (
    <section aria-labelledby="customer-favorites-heading">
      <SectionHeading id="customer-favorites-heading">{t("favorites")}</SectionHeading>
      {favorites.length === 0 ? (
        <p className="text-muted-foreground">{t("noFavorites")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {favorites.map((favorite) => (
            <FavoriteCard key={favorite.id} favorite={favorite} />
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button asChild variant="outline">
          <Link href="/customer/profile">
            <UserRound aria-hidden="true" />
            {t("myProfile")}
          </Link>
        </Button>
      </div>
      <DashboardSections
        label={t("sectionsLabel")}
        sections={[
          { value: "orders", tabLabel: t("tabOrders"), content: ordersSection },
          { value: "favorites", tabLabel: t("tabFavorites"), content: favoritesSection },
        ]}
      />
    </div>
  );
}
