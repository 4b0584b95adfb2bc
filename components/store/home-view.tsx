import { Suspense, type ReactNode } from "react";

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
import type { HomeParams } from "@/lib/store/home-params";

/**
 * The home blocks in the spec's order (spec 2). With no search (`params` null) everything is static; a
 * search or category shows its results right under the strip, otherwise 'Todos os Produtos' comes last.
 */
export function HomeView({ params }: { params: HomeParams | null }) {
  const filtered = Boolean(params?.query || params?.categoryId);
  const { query = null, categoryId = null } = params ?? {};
  // issue 12: /busca (params set) renders per request and waits for its data, with no boundary, so the strip
  // and the results are in the first HTML, readable without JavaScript; the static "/" streams them.
  const streamed = (fallback: ReactNode, content: ReactNode) =>
    params ? content : <Suspense fallback={fallback}>{content}</Suspense>;
  return (
    <>
      <HomeHero>
        <SearchForm query={query} categoryId={categoryId} />
      </HomeHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:gap-12">
        {streamed(<CategoryStripSkeleton />, <CategoryStrip query={query} selectedId={categoryId} />)}
        {filtered ? <SearchResults query={query} categoryId={categoryId} /> : null}
        <PromoBanner />
        <FeaturedCompanies />
        <PartnerBanner />
        <FeaturedProducts />
        <CouponBanners />
        {filtered
          ? null
          : streamed(<SearchResultsSkeleton />, <SearchResults query={null} categoryId={null} />)}
        <NewsletterSignup />
      </div>
    </>
  );
}
