import { getTranslations } from "next-intl/server";

import { getFeaturedCompanies } from "@/lib/data/catalog";
import { companyCardData } from "@/lib/store/cards";

import { Carousel } from "./carousel";
import { CompanyCard } from "./company-card";

/**
 * product.md §2 home: featured companies carousel (premium plans first, from the catalogue), open stores
 * before closed ones on the shopper's clock (product.md D13), each group keeping that ranking.
 */
export async function FeaturedCompanies() {
  const t = await getTranslations("home");
  const companies = await getFeaturedCompanies();
  if (companies.length === 0) return null;
  return (
    <section>
      <Carousel
        title={t("featuredCompanies")}
        itemClassName="w-72 sm:w-80"
        openFirst={{ companyIds: companies.map((company) => company.id) }}
      >
        {companies.map((company) => (
          <CompanyCard key={company.id} company={companyCardData(company)} />
        ))}
      </Carousel>
    </section>
  );
}
