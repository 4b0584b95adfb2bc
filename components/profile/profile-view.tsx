import "server-only";

import { PersonalDataCard } from "@/components/profile/personal-data-card";
import { profileDefaults, profileStats } from "@/components/profile/profile-form";
import { ProfileStats } from "@/components/profile/profile-stats";
import { AddressList, PaymentList } from "@/components/profile/saved-lists";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { getCurrentUser } from "@/lib/auth/session";
import {
  getAddresses,
  getCustomer,
  getFavorites,
  getOrderHistory,
  getPaymentMethods,
} from "@/lib/data/orders";

/** spec 2 "Customer profile": reads the viewer (cookies), so it renders inside <Suspense>. */
export async function ProfileView() {
  const demo = getCustomer(DEMO_CUSTOMER_ID);
  if (!demo) throw new Error("fixtures: the demo customer is missing");
  const user = await getCurrentUser();
  return (
    <div className="flex flex-col gap-6">
      <PersonalDataCard initial={profileDefaults(user, demo)} />
      <ProfileStats stats={profileStats(getOrderHistory(), getFavorites().length)} />
      <div className="grid gap-6 md:grid-cols-2">
        <AddressList addresses={getAddresses(demo.id)} />
        <PaymentList methods={getPaymentMethods(demo.id)} />
      </div>
    </div>
  );
}
