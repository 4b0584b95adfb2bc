import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { StoreShell } from "@/components/layout/store-shell";
import { CategoryLinks } from "@/components/store/category-links";
import { SearchForm } from "@/components/store/search-form";
import { buttonVariants } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * spec 2: any other path shows 'Oops! Page not found' with 'Return to Home' (HTTP 404). Issue 13: inside
 * the storefront's own header and footer (this file renders in the root layout, not the (store) one),
 * with the search box and the categories, so a lost visitor can keep shopping. Static, like the store.
 */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <StoreShell>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("hint")}</p>
        <SearchForm />
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t("home")}
        </Link>
        <Suspense fallback={null}>
          <CategoryLinks title={t("categoriesTitle")} />
        </Suspense>
      </div>
    </StoreShell>
  );
}
