import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserRound } from "lucide-react";

import { CustomerOrdersSection } from "@/components/areas/customer/customer-orders-section";
import { FavoriteCard } from "@/components/areas/customer/favorite-card";
import { ListSection } from "@/components/areas/dashboard-section";
import { DashboardSections } from "@/components/areas/dashboard-sections";
import { Button } from "@/components/ui/button";
import type { Reorder } from "@/lib/areas/reorder";
import type { Favorite } from "@/lib/favorites/types";
import type { CustomerOrder } from "@/lib/orders/types";

type CustomerDashboardProps = {
  /** the customer's newest orders, from the orders table */
  orders: readonly CustomerOrder[];
  /** how many orders the customer has in all */
  totalOrders: number;
  /** 'Pedir Novamente' of each delivered order, resolved on the server */
  reorders: Readonly<Record<string, Reorder>>;
  /** the newest favourites, from the favoritos table */
  favorites: readonly Favorite[];
  /** the customer's orders topic while one of them is under way: the list then follows it live */
  liveTopic?: string | null;
};

/** product.md §2 Customer dashboard: 'Meus Pedidos', 'Favoritos', 'Meu Perfil'; tabs Pedidos/Favoritos on mobile. */
export function CustomerDashboard({
  orders,
  totalOrders,
  reorders,
  favorites,
  liveTopic,
}: CustomerDashboardProps) {
  const t = useTranslations("customerDashboard");

  const ordersSection = (
    <CustomerOrdersSection orders={orders} total={totalOrders} reorders={reorders} liveTopic={liveTopic} />
  );

  const favoritesSection = (
    <ListSection
      id="customer-favorites-heading"
      heading={t("favorites")}
      items={favorites}
      emptyText={t("noFavorites")}
      renderItem={(favorite) => <FavoriteCard key={`${favorite.kind}-${favorite.id}`} favorite={favorite} />}
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
          // min-w-0: a grid cell that a long favourite's name cannot widen past the screen
          {
            value: "favorites",
            tabLabel: t("tabFavorites"),
            content: favoritesSection,
            className: "min-w-0",
          },
        ]}
      />
    </div>
  );
}
