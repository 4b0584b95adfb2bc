import type { Metadata } from "next";

import { AccountMessages } from "@/components/i18n/account-messages";
import { BusinessSignupScreen } from "@/components/auth/business-signup-screen";
import { StartingPlanNote } from "@/components/layout/para-empresas/starting-plan-note";
import { companyPlanFor } from "@/lib/company/plan";
import { getStoreSignupCategories } from "@/lib/data/categories";
import { getPlans } from "@/lib/data/plans";
import { catalogueMetadata } from "@/lib/seo/catalogue-metadata";

const PATH = "/para-empresas/cadastro";

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata("register.business", PATH);
}

/**
 * 'Cadastrar Empresa': an empresa account and its pending store (the active categories to choose from), with
 * the plan every new store starts on (product.md §4: Gratuito) as the planos table has it now.
 */
export default async function BusinessSignupPage() {
  const [categories, plans] = await Promise.all([getStoreSignupCategories(), getPlans("company")]);
  const startingPlan = companyPlanFor("free", plans);
  return (
    <AccountMessages>
      <BusinessSignupScreen
        categories={categories}
        intro={startingPlan ? <StartingPlanNote plan={startingPlan} /> : null}
      />
    </AccountMessages>
  );
}
