import { getTranslations } from "next-intl/server";

import type { Company } from "@/lib/catalog/types";
import { companyCardData } from "@/lib/store/cards";

import { Carousel } from "./carousel";
import { CompanyCard } from "./company-card";

/**
 * product.md §2 home: featured companies carousel (premium plans first, from the catalogue), open stores
 * before closed ones on the shopper's clock (product.md D13), each group keeping that ranking. The home reads
 * the companies and holds them for the cards (components/store/home-view.tsx).
 */
export async function FeaturedCompanies({ companies }: { companies: Company[] }) {
  const t = await getTranslations("home");
  if (companies.length === 0) return null;
  return (
    <section className="below-fold [--fold-h:18rem]">
      <Carousel
        title={t("featuredCompanies")}
        items="companies"
        openFirst={{ companyIds: companies.map((company) => company.id) }}
      >
        {companies.map((company) => (
          <CompanyCard key={company.id} company={companyCardData(company)} />
        ))}
      </Carousel>
    </section>
  );
}
