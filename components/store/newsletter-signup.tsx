import { useTranslations } from "next-intl";

import { NEWSLETTER_FORM_CLASS, NewsletterFields } from "@/components/store/newsletter-fields";
import { NewsletterIsland } from "@/components/store/newsletter-island";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** product.md §2 home: newsletter signup ('Seu melhor email'). product.md §7: no backend, the signup is only logged. */
export function NewsletterSignup() {
  const t = useTranslations("newsletter");
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-lg bg-primary px-6 py-10 text-primary-foreground below-fold [--fold-h:25rem] md:px-10"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <SpriteIcon name="mail" className="size-10" />
        <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
          {t("title")}
        </h2>
        <p className="opacity-90">{t("text")}</p>
        <NewsletterIsland>
          {/* before the island loads (and without JavaScript): the same form, not yet validated */}
          <form noValidate className={NEWSLETTER_FORM_CLASS}>
            <NewsletterFields />
          </form>
        </NewsletterIsland>
      </div>
    </section>
  );
}
