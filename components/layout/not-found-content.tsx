import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { CategoryLinks } from "@/components/store/category-links";
import { SearchForm } from "@/components/store/search-form";
import { buttonVariants } from "@/components/ui/button";

/**
 * product.md §2: 'Oops! Page not found' with 'Return to Home'. product.md D13: with the search box and the categories,
 * so a lost visitor can keep shopping. The unmatched-URL page, the storefront's and the areas' not-found
 * files all show it inside their own frame.
 */
export async function NotFoundContent() {
  const t = await getTranslations("notFound");
  return (
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
  );
}

/** The 404's title (noindex): every not-found file's metadata. */
export async function generateMetadata() {
  const t = await getTranslations("notFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** A not-found file's page inside a frame its layout already draws ((store), each area): re-exported there. */
export default function FramedNotFound() {
  return <NotFoundContent />;
}
