import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** product.md §2 home hero: the page's h1 and, below it, the search box passed as `children`. */
export function HomeHero({ children }: { children: ReactNode }) {
  const t = useTranslations("home");
  return (
    <section className="bg-gradient-to-br from-primary to-accent px-4 py-12 text-primary-foreground md:py-16">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 text-center">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-5xl">{t("heroTitle")}</h1>
          <p className="mx-auto max-w-2xl text-base text-pretty opacity-90 md:text-lg">{t("heroSubtitle")}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
