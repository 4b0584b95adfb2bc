import "server-only";

import { PersonalDataCard } from "@/components/profile/personal-data-card";
import { profileDefaults } from "@/components/profile/profile-form";
import { ProfileStats } from "@/components/profile/profile-stats";
import { AddressList, PaymentList } from "@/components/profile/saved-lists";
import { requireAccountType } from "@/lib/data/access";
import { getAddresses, getCustomerRecord, getFavorites, getPaymentMethods } from "@/lib/data/customers";
import { getCustomerOrdersSource } from "@/lib/data/orders";
import { customerIdOf } from "@/lib/data/viewer";

/** product.md §2 "Customer profile": the cliente's own data; reads the viewer, so it renders inside <Suspense>. */
export async function ProfileView() {
  const user = await requireAccountType("cliente");
  const customerId = customerIdOf(user);
  const customer = customerId ? getCustomerRecord(customerId) : undefined;
  if (!customerId || !customer) throw new Error("fixtures: the demo customer is missing");
  return (
    <div className="flex flex-col gap-6">
      <PersonalDataCard initial={profileDefaults(user, customer)} />
      <ProfileStats orders={getCustomerOrdersSource(customerId)} favorites={getFavorites().length} />
      <div className="grid gap-6 md:grid-cols-2">
        <AddressList addresses={getAddresses(customerId)} />
        <PaymentList methods={getPaymentMethods(customerId)} />
      </div>
    </div>
  );
}
