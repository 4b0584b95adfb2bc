import { getTranslations } from "next-intl/server";

import { getFeaturedProducts } from "@/lib/data/catalog";
import { productCardData } from "@/lib/store/cards";

import { Carousel } from "./carousel";
import { ProductCard } from "./product-card";

/** product.md §2 home: featured products carousel, each card wired to the cart; open stores' products first. */
export async function FeaturedProducts() {
  const t = await getTranslations("home");
  const products = await getFeaturedProducts();
  if (products.length === 0) return null;
  return (
    <section>
      <Carousel
        title={t("featuredProducts")}
        itemClassName="w-44 sm:w-56"
        openFirst={{ companyIds: products.map((product) => product.companyId) }}
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={productCardData(product)} />
        ))}
      </Carousel>
    </section>
  );
}
