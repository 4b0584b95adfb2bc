"use client";

import { useFormatter, useTranslations } from "next-intl";

import { AvailabilityToggle } from "@/components/areas/company/availability-toggle";
import {
  CompanyProductActions,
  type ProductHandlers,
} from "@/components/areas/company/company-product-actions";
import { LocalImage } from "@/components/ui/local-image";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CompanyCatalogProduct } from "@/lib/company/products";
import { formatMoney } from "@/lib/format";

type CompanyProductsTableProps = {
  products: readonly CompanyCatalogProduct[];
  caption: string;
  onChanged: (productId: string, available: boolean) => void;
  /** Editar and Excluir: only the store's owner has them. */
  handlers?: ProductHandlers;
};

/** The products as a table (desktop): image, name, category, price, views, availability, actions. */
export function CompanyProductsTable({ products, caption, onChanged, handlers }: CompanyProductsTableProps) {
  const t = useTranslations("companyProducts");
  const format = useFormatter();
  return (
    <div className="rounded-lg border bg-card shadow-sm">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="px-4">{t("columns.product")}</TableHead>
            <TableHead>{t("columns.category")}</TableHead>
            <TableHead className="text-right">{t("columns.price")}</TableHead>
            <TableHead className="text-right">{t("columns.views")}</TableHead>
            <TableHead className="px-4">{t("columns.availability")}</TableHead>
            {handlers ? <TableHead className="pr-4">{t("actionsColumn")}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id}>
              <TableHead scope="row" className="h-auto px-4 py-3 font-medium whitespace-normal">
                <span className="flex items-center gap-3">
                  <LocalImage
                    src={product.image}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-md bg-muted object-cover"
                  />
                  {product.name}
                </span>
              </TableHead>
              <TableCell className="text-muted-foreground">{product.category}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(product.price)}</TableCell>
              <TableCell className="text-right tabular-nums">{format.number(product.views)}</TableCell>
              <TableCell className="px-4">
                <AvailabilityToggle
                  productId={product.id}
                  productName={product.name}
                  available={product.available}
                  disabled={!handlers}
                  onChanged={onChanged}
                />
              </TableCell>
              {handlers ? (
                <TableCell className="pr-4">
                  <CompanyProductActions product={product} {...handlers} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
