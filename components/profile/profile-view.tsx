import "server-only";

import { AddressList } from "@/components/customers/address-list";
import { AccountDataCard } from "@/components/profile/account-data-card";
import { PaymentPreferenceCard } from "@/components/profile/payment-preference-card";
import { PersonalDataCard } from "@/components/profile/personal-data-card";
import { ProfileStats } from "@/components/profile/profile-stats";
import { profileStats } from "@/lib/customers/profile-stats";
import { requireAccountType } from "@/lib/data/access";
import { getAddresses } from "@/lib/data/addresses";
import { getCustomerProfile } from "@/lib/data/customers";
import { getFavorites } from "@/lib/data/favorites";
import { getCustomerOrders } from "@/lib/data/orders";

/**
 * product.md §2 "Customer profile": the cliente's own data, read as them (a new account starts empty); reads
 * the viewer, so it renders inside <Suspense>.
 */
export async function ProfileView() {
  const user = await requireAccountType("cliente");
  const [profile, orders, addresses, favorites] = await Promise.all([
    getCustomerProfile(user),
    getCustomerOrders(user),
    getAddresses(user),
    getFavorites(user),
  ]);
  if (!profile) throw new Error("Perfil de cliente não encontrado.");
  return (
    <div className="flex flex-col gap-6">
      <PersonalDataCard
        initial={{
          name: user.profile.nome_completo?.trim() ?? "",
          displayName: user.profile.nome_mostrado ?? "",
          email: profile.email,
          phone: profile.phone ?? "",
        }}
      />
      <ProfileStats stats={profileStats(orders, favorites.length)} />
      <div className="grid gap-6 md:grid-cols-2">
        <AddressList addresses={addresses} />
        <PaymentPreferenceCard initial={profile.preferredPayment} />
      </div>
      <AccountDataCard />
    </div>
  );
}
