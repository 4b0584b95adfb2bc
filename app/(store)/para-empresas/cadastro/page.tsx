import type { Metadata } from "next";

import { AccountMessages } from "@/components/i18n/account-messages";
import { BusinessSignupScreen } from "@/components/auth/business-signup-screen";
import { getCategories } from "@/lib/data/categories";
import { catalogueMetadata } from "@/lib/seo/catalogue-metadata";

const PATH = "/para-empresas/cadastro";

export function generateMetadata(): Promise<Metadata> {
  return catalogueMetadata("register.business", PATH);
}

/** 'Cadastrar Empresa': an empresa account and its pending store (the active categories to choose from). */
export default async function BusinessSignupPage() {
  const categories = (await getCategories())
    .filter((category) => category.ativo)
    .map((category) => ({ id: category.id, name: category.nome }));
  return (
    <AccountMessages>
      <BusinessSignupScreen categories={categories} />
    </AccountMessages>
  );
}
