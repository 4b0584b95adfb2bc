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
import { StoreCards } from "@/components/store/store-cards";
import { getCompaniesByIds, getFeaturedCompanies, getFeaturedProducts } from "@/lib/data/catalog";
import { storeCardsOf } from "@/lib/store/cards";
import {
  HOME_FEATURED_COMPANIES,
  HOME_FEATURED_PRODUCTS,
  missingCompanyIds,
} from "@/lib/store/home-featured";
import type { HomeParams } from "@/lib/store/home-params";
import { getRenderTime } from "@/lib/store/render-time";

/**
 * The home blocks in the spec's order (product.md §2). With no search (`params` null) everything is static; a
 * search or category shows its results right under the strip, otherwise 'Todos os Produtos' comes last.
 * Only the category strip, the one block read from the backend, has a loading state (product.md §9: 5 placeholders);
 * the product list reads cached sample data, so it is part of the prerendered page (product.md D12: a fallback
 * there cost 10 placeholder cards of HTML that no shopper ever saw). The blocks under a phone's first screen are
 * `below-fold` (app/globals.css; each sets it on itself): the first paint lays out the hero, the strip and the
 * promotion only.
 */
export async function HomeView({ params }: { params: HomeParams | null }) {
  const filtered = Boolean(params?.query || params?.categoryId);
  const { query = null, categoryId = null } = params ?? {};
  // product.md D12: /busca (params set) renders per request and waits for its data, with no boundary, so the strip
  // and the results are in the first HTML, readable without JavaScript; the static "/" streams them.
  const streamed = (fallback: ReactNode, content: ReactNode) =>
    params ? content : <Suspense fallback={fallback}>{content}</Suspense>;
  const [companies, products, renderedAt] = await Promise.all([
    getFeaturedCompanies(HOME_FEATURED_COMPANIES),
    getFeaturedProducts(HOME_FEATURED_PRODUCTS),
    getRenderTime(),
  ]);
  // the carousels' cards find their stores here, each sent once and only those (the results hold their own)
  const others = await getCompaniesByIds(missingCompanyIds(companies, products));
  const cards = storeCardsOf([...companies, ...others], renderedAt);
  return (
    <>
      <HomeHero>
        <SearchForm query={query} categoryId={categoryId} />
      </HomeHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:gap-12">
        {streamed(<CategoryStripSkeleton />, <CategoryStrip query={query} selectedId={categoryId} />)}
        {filtered ? <SearchResults query={query} categoryId={categoryId} page={params?.page} /> : null}
        <PromoBanner />
        {/* the blocks from here on are under a phone's first screen: each is `below-fold` (app/globals.css) */}
        <StoreCards {...cards}>
          <FeaturedCompanies companies={companies} />
          <PartnerBanner />
          <FeaturedProducts products={products} />
          <CouponBanners />
          {filtered ? null : (
            <div className="below-fold [--fold-h:60rem]">
              {/* its cards find the carousels' stores here: only the others are sent again */}
              <SearchResults
                query={null}
                categoryId={null}
                sentCompanyIds={cards.companies.map((company) => company.id)}
              />
            </div>
          )}
        </StoreCards>
        <NewsletterSignup />
      </div>
    </>
  );
}
