import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { OpenStatus } from "@/components/store/open-status";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { LocalImage } from "@/components/ui/local-image";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { Company, Product } from "@/lib/catalog/types";
import { cartCompany, cartProduct } from "@/lib/cart/cart-item";
import { formatMoney } from "@/lib/format";
import { productPath, storePath } from "@/lib/seo/urls";

import { FavoriteToggle } from "./favorite-toggle";
import { ProductPurchase } from "./product-purchase";
import { ShareButton } from "./share-button";

/** product.md §2 Product page: image, badges, name, description, price, company with 'Ver Loja', purchase and actions. */
export async function ProductDetails({
  product,
  company,
  renderedAt,
  orderable,
}: {
  product: Product;
  company: Company;
  renderedAt: number;
  orderable: boolean;
}) {
  const t = await getTranslations("product");

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
        <LocalImage
          src={product.image}
          alt={product.name}
          fill
          priority
          className={product.available ? "object-cover" : "object-cover grayscale"}
        />
      </div>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2">
          {product.featured && <Badge>{t("featured")}</Badge>}
          {!product.available && <Badge variant="destructive">{t("unavailable")}</Badge>}
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{product.name}</h1>
        <p className="text-muted-foreground">{product.description}</p>
        <p className="text-3xl font-bold text-primary">{formatMoney(product.price)}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
          <div className="flex min-w-0 items-center gap-3">
            <div className="relative size-12 shrink-0 overflow-hidden rounded-md border bg-muted">
              <LocalImage src={company.logo} alt="" fill className="object-cover" />
            </div>
            <div className="min-w-0">
              <p className="text-xs text-muted-foreground">{t("soldBy")}</p>
              <p className="truncate font-semibold">{company.name}</p>
              <OpenStatus openingHours={company.openingHours} renderedAt={renderedAt} className="mt-1" />
            </div>
          </div>
          <Link href={storePath(company.id)} className={buttonVariants({ variant: "outline" })}>
            <SpriteIcon name="store" />
            {t("seeStore")}
          </Link>
        </div>
        <ProductPurchase
          product={cartProduct(product)}
          company={cartCompany(company)}
          renderedAt={renderedAt}
          orderable={orderable}
        />
        <div role="group" aria-label={t("actions")} className="flex flex-wrap gap-3">
          <FavoriteToggle productId={product.id} />
          <ShareButton title={product.name} path={productPath(product.id)} />
        </div>
      </div>
    </div>
  );
}
