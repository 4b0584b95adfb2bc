import Link from "next/link";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";

/** Last call to action of /para-empresas. */
export function ParaEmpresasClosingCta() {
  const t = useTranslations("paraEmpresas.cta");
  return (
    <section aria-labelledby="comece-agora" className="mx-auto max-w-4xl px-4 py-16">
      <div className="flex flex-col items-center gap-4 rounded-xl bg-secondary px-6 py-12 text-center text-secondary-foreground">
        <h2 id="comece-agora" className="text-2xl font-bold md:text-3xl">
          {t("title")}
        </h2>
        <p className="max-w-xl">{t("text")}</p>
        <Link href="/para-empresas/cadastro" className={buttonVariants({ size: "lg" })}>
          {t("button")}
        </Link>
      </div>
    </section>
  );
}
