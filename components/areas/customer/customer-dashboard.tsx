import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserRound } from "lucide-react";

import { CustomerOrdersSection } from "@/components/areas/customer/customer-orders-section";
import { FavoriteCard } from "@/components/areas/customer/favorite-card";
import { ListSection } from "@/components/areas/dashboard-section";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { Button } from "@/components/ui/button";
import type { FavoriteRestaurant } from "@/lib/customers/types";
import type { ReorderLine } from "@/lib/areas/reorder";
import type { CustomerOrdersSource } from "@/lib/orders/merge";

type CustomerDashboardProps = {
  /** the customer's sample orders; the section adds this browser's (product.md D13) */
  orders: CustomerOrdersSource | null;
  /** 'Pedir Novamente' cart lines by order id, resolved on the server */
  reorders: Readonly<Record<string, readonly ReorderLine[]>>;
  favorites: readonly FavoriteRestaurant[];
};

/** product.md §2 Customer dashboard: 'Meus Pedidos', 'Favoritos', 'Meu Perfil'; tabs Pedidos/Favoritos on mobile. */
export function CustomerDashboard({ orders, reorders, favorites }: CustomerDashboardProps) {
  const t = useTranslations("customerDashboard");

  const ordersSection = <CustomerOrdersSection source={orders} reorders={reorders} />;

  const favoritesSection = (
    <ListSection
      id="customer-favorites-heading"
      heading={t("favorites")}
      items={favorites}
      emptyText={t("noFavorites")}
      renderItem={(favorite) => <FavoriteCard key={favorite.id} favorite={favorite} />}
    />
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
