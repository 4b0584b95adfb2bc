"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type RefObject } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  AVAILABILITY_FILTERS,
  PRODUCT_SORTS,
  type AvailabilityFilter,
  type ProductFilters,
  type ProductSort,
} from "@/lib/company/products";

type CompanyProductsToolbarProps = {
  filters: ProductFilters;
  categories: readonly string[];
  sort: ProductSort;
  searchRef?: RefObject<HTMLInputElement | null>;
  onFiltersChange: (change: Partial<ProductFilters>) => void;
  onSortChange: (sort: ProductSort) => void;
};

/** Search by name, filter by category and availability, sort by name / price / views. */
export function CompanyProductsToolbar({
  filters,
  categories,
  sort,
  searchRef,
  onFiltersChange,
  onSortChange,
}: CompanyProductsToolbarProps) {
  const t = useTranslations("companyProducts");
  const id = useId();
  return (
    <div
      role="search"
      aria-label={t("filtersLabel")}
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>{t("searchLabel")}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
          <Input
            ref={searchRef}
            id={`${id}-q`}
            type="search"
            value={filters.query}
            placeholder={t("searchPlaceholder")}
            className="pl-9"
            onChange={(event) => onFiltersChange({ query: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>{t("categoryLabel")}</Label>
        <Select value={filters.category} onValueChange={(category) => onFiltersChange({ category })}>
          <SelectTrigger id={`${id}-category`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t("allCategories")}</SelectItem>
            {categories.map((category) => (
              <SelectItem key={category} value={category}>
                {category}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-availability`}>{t("availabilityLabel")}</Label>
        <Select
          value={filters.availability}
          onValueChange={(value) => onFiltersChange({ availability: value as AvailabilityFilter })}
        >
          <SelectTrigger id={`${id}-availability`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {AVAILABILITY_FILTERS.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`availability.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>{t("sortLabel")}</Label>
        <Select value={sort} onValueChange={(value) => onSortChange(value as ProductSort)}>
          <SelectTrigger id={`${id}-sort`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRODUCT_SORTS.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`sort.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
