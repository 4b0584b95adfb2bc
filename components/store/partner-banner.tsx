import Link from "next/link";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** product.md §2 home: the external banner inviting companies ('Seja um Parceiro' / 'Cadastrar Empresa'). */
export function PartnerBanner() {
  const t = useTranslations("home");
  return (
    <section className="flex flex-col gap-4 rounded-lg bg-accent p-6 text-primary-foreground below-fold [--fold-h:11rem] md:flex-row md:items-center md:justify-between md:p-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-background/15 sm:flex">
          <SpriteIcon name="store" className="size-6" />
        </span>
        <div className="space-y-1">
          <h2 className="text-xl font-bold md:text-2xl">{t("partnerTitle")}</h2>
          <p className="text-sm opacity-90 md:text-base">{t("partnerText")}</p>
        </div>
      </div>
      <Link
        href="/para-empresas/cadastro"
        className={buttonVariants({
          size: "lg",
          className: "self-start bg-background text-accent hover:bg-secondary md:self-auto",
        })}
      >
        {t("partnerCta")}
      </Link>
    </section>
  );
}
