import { CheckoutForm } from "@/components/orders/checkout-form";
import { requireAccountType } from "@/lib/data/access";
import { getAddresses } from "@/lib/data/addresses";
import { getCustomerProfile } from "@/lib/data/customers";

/**
 * product.md §2 Checkout, for the signed-in cliente only (checked here, not only by the proxy): their own
 * saved addresses, phone and preferred payment, read as them. Renders inside <Suspense>.
 */
export async function CheckoutScreen() {
  const user = await requireAccountType("cliente");
  const [profile, addresses] = await Promise.all([getCustomerProfile(user), getAddresses(user)]);
  if (!profile) throw new Error("checkout: a cliente without a customer profile");
  return (
    <CheckoutForm phone={profile.phone} preferredPayment={profile.preferredPayment} addresses={addresses} />
  );
}
