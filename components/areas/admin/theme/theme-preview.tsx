import type { CSSProperties } from "react";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import { themeVariables } from "@/lib/theme/css";
import type { EditableTheme } from "@/lib/theme/editor";

/**
 * Live preview: the same CSS variables and header style the root layout puts on <html>, here on this element
 * only, over a small copy of the site (the banner, the wordmark, text, buttons, a card). Nothing inside acts.
 */
export function ThemePreview({ theme }: { theme: EditableTheme }) {
  const t = useTranslations("adminTheme");
  return (
    <section
      aria-labelledby="theme-preview-heading"
      data-testid="theme-preview"
      data-header-style={theme.headerStyle}
      style={themeVariables(theme) as CSSProperties}
      className="flex flex-col self-start overflow-hidden rounded-lg border bg-background text-foreground"
    >
      <h3 id="theme-preview-heading" className="px-5 pt-4 pb-2 text-sm font-medium">
        {t("preview")}
      </h3>
      <p
        data-testid="theme-preview-banner"
        className="site-banner px-4 py-1.5 text-center text-sm font-medium"
      >
        {t("previewBanner")}
      </p>
      <div className="flex items-center justify-between gap-3 border-b px-5 py-3">
        <span className="text-xl font-bold tracking-tight text-primary">{t("previewBrand")}</span>
        <span className="text-sm">{t("previewNav")}</span>
      </div>
      <div className="flex flex-col gap-4 p-5">
        <p className="text-lg font-semibold">{t("previewHeading")}</p>
        <p className="text-sm">{t("previewText")}</p>
        <p className="text-sm text-muted-foreground">
          {t("previewMuted")} <span className="font-semibold text-primary">{t("previewPrice")}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className={buttonVariants({ className: "pointer-events-none" })}>{t("previewPrimary")}</span>
          <span className={buttonVariants({ variant: "secondary", className: "pointer-events-none" })}>
            {t("previewSecondary")}
          </span>
          <span className="rounded-md bg-accent px-3 py-1 text-sm text-accent-foreground">
            {t("previewAccent")}
          </span>
        </div>
        <div
          data-testid="theme-preview-card"
          className="rounded-lg border bg-card p-4 text-sm text-card-foreground"
        >
          {t("previewCard")}
        </div>
      </div>
    </section>
  );
}
