import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ParaEmpresasBenefits } from "@/components/layout/para-empresas/benefits";
import { ParaEmpresasClosingCta } from "@/components/layout/para-empresas/closing-cta";
import { ParaEmpresasHero } from "@/components/layout/para-empresas/hero";
import { companyPlansForSale } from "@/components/layout/para-empresas/plan-rules";
import { ParaEmpresasPlans } from "@/components/layout/para-empresas/plans-section";
import { getPlans } from "@/lib/data/plans";
import { ParaEmpresasSteps } from "@/components/layout/para-empresas/steps";

const PATH = "/para-empresas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("paraEmpresas");
  const title = t("metaTitle");
  const description = t("metaDescription");
  return {
    title,
    description,
    alternates: { canonical: PATH },
    openGraph: { title, description, url: PATH },
  };
}

/** spec 2 route table: /para-empresas, the page that invites businesses to sell on Vitrine. */
export default function ParaEmpresasPage() {
  return (
    <>
      <ParaEmpresasHero />
      <ParaEmpresasBenefits />
      <ParaEmpresasSteps />
      <ParaEmpresasPlans plans={companyPlansForSale(getPlans())} />
      <ParaEmpresasClosingCta />
    </>
  );
}
