import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CartView } from "@/components/cart/cart-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart");
  // The cart is per browser: nothing here for search engines.
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function CartPage() {
  const t = await getTranslations("cart");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <CartView />
    </div>
  );
}
