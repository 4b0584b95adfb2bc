import type { Metadata } from "next";

import { catalogueMetadata } from "@/lib/seo/catalogue-metadata";

import { ParaEmpresasBenefits } from "@/components/layout/para-empresas/benefits";
import { ParaEmpresasClosingCta } from "@/components/layout/para-empresas/closing-cta";
import { ParaEmpresasHero } from "@/components/layout/para-empresas/hero";
import { companyPlansForSale } from "@/components/layout/para-empresas/plan-rules";
import { ParaEmpresasPlans } from "@/components/layout/para-empresas/plans-section";
import { getPlans } from "@/lib/data/plans";
import { ParaEmpresasSteps } from "@/components/layout/para-empresas/steps";

const PATH = "/para-empresas";

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata("paraEmpresas", PATH);
}

/**
 * product.md §2 route table: /para-empresas, the page that invites businesses to sell on Vitrine. Static: the
 * plans are a cached read of the planos table that an administrator's save expires.
 */
export default async function ParaEmpresasPage() {
  const plans = companyPlansForSale(await getPlans("company"));
  return (
    <>
      <ParaEmpresasHero />
      <ParaEmpresasBenefits />
      <ParaEmpresasSteps />
      <ParaEmpresasPlans plans={plans} />
      <ParaEmpresasClosingCta />
    </>
  );
}
