import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CheckoutForm } from "@/components/orders/checkout-form";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { getAddresses, getCustomer, getPaymentMethods } from "@/lib/data/orders";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** spec 1: checkout runs on the demo customer's sample address and cards; the guard keeps visitors out. */
export default async function CheckoutPage() {
  const t = await getTranslations("checkout");
  const customer = getCustomer(DEMO_CUSTOMER_ID);
  if (!customer) throw new Error("fixtures: the demo customer is missing");
  const address = getAddresses(customer.id).find((entry) => entry.isDefault);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <CheckoutForm customer={customer} address={address} cards={getPaymentMethods(customer.id)} />
    </div>
  );
}
