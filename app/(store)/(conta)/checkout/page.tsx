import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { CartSkeleton } from "@/components/cart/cart-skeleton";
import { CheckoutScreen } from "@/components/orders/checkout-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** product.md §2 "Checkout": only a cliente reaches the form (checked on the server, not only by the proxy). */
export default async function CheckoutPage() {
  const t = await getTranslations("checkout");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <Suspense fallback={<CartSkeleton label={t("loading")} />}>
        <CheckoutScreen />
      </Suspense>
    </div>
  );
}
