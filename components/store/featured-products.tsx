import { getTranslations } from "next-intl/server";

import type { Product } from "@/lib/catalog/types";
import { productCardData } from "@/lib/store/cards";

import { Carousel } from "./carousel";
import { ProductCard } from "./product-card";

/**
 * product.md §2 home: featured products carousel, each card wired to the cart; open stores' products first. The
 * home reads the products and holds their stores (components/store/home-view.tsx).
 */
export async function FeaturedProducts({ products }: { products: Product[] }) {
  const t = await getTranslations("home");
  if (products.length === 0) return null;
  return (
    <section className="below-fold [--fold-h:21rem]">
      <Carousel
        title={t("featuredProducts")}
        items="products"
        openFirst={{ companyIds: products.map((product) => product.companyId) }}
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={productCardData(product)} />
        ))}
      </Carousel>
    </section>
  );
}
