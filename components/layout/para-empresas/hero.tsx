import Link from "next/link";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Opening of /para-empresas: what Vitrine offers a business, with the sign-up call to action. */
export function ParaEmpresasHero() {
  const t = useTranslations("paraEmpresas.hero");
  return (
    <section className="bg-linear-to-br from-primary to-accent text-primary-foreground">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
        <p className="rounded-full bg-accent px-4 py-1 text-sm font-medium">{t("eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-5xl">{t("title")}</h1>
        <p className="max-w-2xl text-lg text-pretty text-primary-foreground/90">{t("subtitle")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            href="/para-empresas/cadastro"
            className={cn(
              buttonVariants({ size: "lg" }),
              "bg-background text-primary hover:bg-secondary hover:text-secondary-foreground",
            )}
          >
            {t("cta")}
          </Link>
          <Link
            href="#planos"
            className={cn(
              buttonVariants({ size: "lg", variant: "outline" }),
              "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground",
            )}
          >
            {t("seePlans")}
          </Link>
        </div>
      </div>
    </section>
  );
}
