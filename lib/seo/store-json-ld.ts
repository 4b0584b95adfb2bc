import type { Company } from "@/lib/catalog/types";
import { weekdays, type Weekday } from "@/lib/catalog/weekdays";
import { formatMoney } from "@/lib/format";

import { absoluteUrl, storePath } from "./urls";

/**
 * schema.org description of a store page (product.md §3 Company): LocalBusiness subtype by serviceType, postal
 * address, telephone, opening hours per open day, aggregate rating and price range.
 */

export const STORE_SCHEMA_TYPE = {
  restaurant: "Restaurant",
  market: "GroceryStore",
  pharmacy: "Pharmacy",
} as const satisfies Record<Company["serviceType"], string>;

const SCHEMA_DAY: Record<Weekday, string> = {
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
  sunday: "https://schema.org/Sunday",
};

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string;
  opens: string;
  closes: string;
};

/** product.md §4: only days present and not flagged closed are open; Monday first. */
export function openingHoursSpecification(
  openingHours: Company["openingHours"],
): OpeningHoursSpecification[] {
  return weekdays.flatMap((day) => {
    const hours = openingHours[day];
    if (!hours || hours.closed) return [];
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: SCHEMA_DAY[day],
        opens: hours.open,
        closes: hours.close,
      },
    ];
  });
}

/** "R$ 7,50 – R$ 32,90" from the cheapest to the dearest product; undefined without products. */
export function priceRange(prices: readonly number[]): string | undefined {
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
}

export type StoreJsonLdInput = {
  company: Company;
  baseUrl: string;
  productPrices: readonly number[];
  /** How many ratings `company.rating` averages (lojas.total_avaliacoes). */
  ratingCount: number;
};

export function storeJsonLd({ company, baseUrl, productPrices, ratingCount }: StoreJsonLdInput) {
  const url = absoluteUrl(storePath(company.id), baseUrl);
  const range = priceRange(productPrices);
  return {
    "@context": "https://schema.org",
    "@type": STORE_SCHEMA_TYPE[company.serviceType],
    "@id": url,
    name: company.name,
    description: company.description,
    url,
    image: [absoluteUrl(company.coverImage, baseUrl), absoluteUrl(company.logo, baseUrl)],
    logo: absoluteUrl(company.logo, baseUrl),
    telephone: company.phone,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.state,
      postalCode: company.address.zipCode,
      addressCountry: "BR",
    },
    openingHoursSpecification: openingHoursSpecification(company.openingHours),
    // A rating of 0 means nobody rated the store yet: no aggregate to claim.
    ...(company.rating > 0 && ratingCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: company.rating,
            bestRating: 5,
            worstRating: 1,
            ratingCount,
          },
        }
      : {}),
    ...(range ? { priceRange: range } : {}),
  };
}
