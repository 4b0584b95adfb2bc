import { CheckoutForm } from "@/components/orders/checkout-form";
import { requireAccountType } from "@/lib/data/access";
import { getAddresses, getCustomerRecord, getPaymentMethods } from "@/lib/data/customers";
import { customerIdOf } from "@/lib/data/viewer";

/** product.md §1: checkout runs on the cliente's sample address and cards; renders inside <Suspense>. */
export async function CheckoutScreen() {
  const user = await requireAccountType("cliente");
  const customerId = customerIdOf(user);
  const customer = customerId ? getCustomerRecord(customerId) : undefined;
  if (!customer) throw new Error("fixtures: the demo customer is missing");
  const address = getAddresses(customer.id).find((entry) => entry.isDefault);
  return <CheckoutForm customer={customer} address={address} cards={getPaymentMethods(customer.id)} />;
}
