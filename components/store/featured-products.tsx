import { getTranslations } from "next-intl/server";

import { getCompany, getFeaturedProducts } from "@/lib/data/catalog";
import { openingHoursById } from "@/lib/store/open-first";
import { getRenderTime } from "@/lib/store/render-time";

import { Carousel } from "./carousel";
import { CartProductCard } from "./cart-product-card";

/** spec 2 home: featured products carousel, each card wired to the cart; open stores' products first. */
export async function FeaturedProducts() {
  const [t, renderedAt] = await Promise.all([getTranslations("home"), getRenderTime()]);
  const items = getFeaturedProducts().flatMap((product) => {
    const company = getCompany(product.companyId);
    return company ? [{ product, company }] : [];
  });
  if (items.length === 0) return null;
  return (
    <section>
      <Carousel
        title={t("featuredProducts")}
        itemClassName="w-44 sm:w-56"
        openFirst={{
          companyIds: items.map(({ company }) => company.id),
          openingHours: openingHoursById(items.map(({ company }) => company)),
          renderedAt,
        }}
      >
        {items.map(({ product, company }) => (
          <CartProductCard key={product.id} product={product} company={company} renderedAt={renderedAt} />
        ))}
      </Carousel>
    </section>
  );
}
