import { Truck } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { requireArea } from "@/lib/data/access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entregador");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** product.md §2: the courier area is only a placeholder for now. */
export default async function EntregadorPage() {
  await requireArea("entregador");
  const t = await getTranslations("entregador");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Truck aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("placeholder")}</p>
    </section>
  );
}
