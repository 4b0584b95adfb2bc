import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { CategoryStrip } from "@/components/store/category-strip";
import { CategoryStripSkeleton } from "@/components/store/category-strip-skeleton";
import { CouponBanners } from "@/components/store/coupon-banners";
import { FeaturedCompanies } from "@/components/store/featured-companies";
import { FeaturedProducts } from "@/components/store/featured-products";
import { HomeHero } from "@/components/store/home-hero";
import { NewsletterSignup } from "@/components/store/newsletter-signup";
import { PartnerBanner } from "@/components/store/partner-banner";
import { PromoBanner } from "@/components/store/promo-banner";
import { SearchForm } from "@/components/store/search-form";
import { SearchResults } from "@/components/store/search-results";
import { SearchResultsSkeleton } from "@/components/store/search-results-skeleton";
import { parseHomeParams, type RawSearchParams } from "@/lib/store/home-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  const tSite = await getTranslations("metadata");
  const image = { url: "/og-default.png", width: 1200, height: 630, alt: t("ogImageAlt") };
  return {
    title: { absolute: t("metaTitle") },
    description: t("metaDescription"),
    // Search and category views are the same page: they all point search engines at "/".
    alternates: { canonical: "/" },
    openGraph: {
      type: "website",
      locale: "pt_BR",
      siteName: tSite("siteName"),
      url: "/",
      title: t("metaTitle"),
      description: t("metaDescription"),
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: t("metaTitle"),
      description: t("metaDescription"),
      images: [image],
    },
  };
}

type SearchParamsPromise = Promise<RawSearchParams>;

// The URL is request data: everything that reads it streams inside <Suspense>, the rest is the static shell.
async function HomeSearchForm({ searchParams }: { searchParams: SearchParamsPromise }) {
  const { query, categoryId } = parseHomeParams(await searchParams);
  return <SearchForm query={query} categoryId={categoryId} />;
}

async function HomeCategoryStrip({ searchParams }: { searchParams: SearchParamsPromise }) {
  const { query, categoryId } = parseHomeParams(await searchParams);
  return <CategoryStrip query={query} selectedId={categoryId} />;
}

/** A search or category shows its results right under the strip; otherwise 'Todos os Produtos' comes last. */
async function HomeResults({
  searchParams,
  slot,
}: {
  searchParams: SearchParamsPromise;
  slot: "top" | "bottom";
}) {
  const params = parseHomeParams(await searchParams);
  const filtered = Boolean(params.query || params.categoryId);
  if (filtered !== (slot === "top")) return null;
  return <SearchResults {...params} />;
}

export default function HomePage({ searchParams }: { searchParams: SearchParamsPromise }) {
  return (
    <>
      <HomeHero>
        <Suspense fallback={<SearchForm />}>
          <HomeSearchForm searchParams={searchParams} />
        </Suspense>
      </HomeHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:gap-12">
        <Suspense fallback={<CategoryStripSkeleton />}>
          <HomeCategoryStrip searchParams={searchParams} />
        </Suspense>
        <Suspense fallback={null}>
          <HomeResults searchParams={searchParams} slot="top" />
        </Suspense>
        <PromoBanner />
        <FeaturedCompanies />
        <PartnerBanner />
        <FeaturedProducts />
        <CouponBanners />
        <Suspense fallback={<SearchResultsSkeleton />}>
          <HomeResults searchParams={searchParams} slot="bottom" />
        </Suspense>
        <NewsletterSignup />
      </div>
    </>
  );
}
