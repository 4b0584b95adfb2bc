import { getTranslations } from "next-intl/server";

import { getFeaturedCompanies } from "@/lib/data/catalog";
import { getRenderTime } from "@/lib/store/render-time";

import { Carousel } from "./carousel";
import { CompanyCard } from "./company-card";

/** spec 2 home: featured companies carousel (premium plans first, from the sample catalogue). */
export async function FeaturedCompanies() {
  const [t, renderedAt] = await Promise.all([getTranslations("home"), getRenderTime()]);
  const companies = getFeaturedCompanies();
  if (companies.length === 0) return null;
  return (
    <section>
      <Carousel title={t("featuredCompanies")} itemClassName="w-72 sm:w-80">
        {companies.map((company) => (
          <CompanyCard key={company.id} company={company} renderedAt={renderedAt} />
        ))}
      </Carousel>
    </section>
  );
}
