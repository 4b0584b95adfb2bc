import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import { headerPreviewStyle, previewStyle, type EditableTheme } from "@/lib/areas/theme-editor";

/**
 * Live preview: the theme overrides the CSS variables (colours, --radius) on this element only, never
 * the page; a mock header shows the header style. Nothing inside takes focus or acts.
 */
export function OverviewThemePreview({ theme }: { theme: EditableTheme }) {
  const t = useTranslations("adminDashboard.theme");
  return (
    <section
      aria-labelledby="theme-preview-heading"
      data-testid="theme-preview"
      style={previewStyle(theme)}
      className="flex flex-col self-start overflow-hidden rounded-lg border bg-background text-foreground"
    >
      <h3 id="theme-preview-heading" className="px-5 pt-4 pb-2 text-sm font-medium text-foreground/80">
        {t("preview")}
      </h3>
      <div
        data-testid="theme-preview-header"
        data-header-style={theme.headerStyle}
        style={headerPreviewStyle(theme)}
        className="flex items-center justify-between gap-3 border-y px-5 py-3"
      >
        <span className="font-bold">{t("previewBrand")}</span>
        <span className="text-sm">{t("previewNav")}</span>
      </div>
      <div className="flex flex-col gap-4 p-5">
        <p className="text-lg font-semibold">{t("previewHeading")}</p>
        <p className="text-sm">{t("previewText")}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span className={buttonVariants({ className: "pointer-events-none" })}>{t("previewPrimary")}</span>
          <span className={buttonVariants({ variant: "secondary", className: "pointer-events-none" })}>
            {t("previewSecondary")}
          </span>
          <span className="rounded-md bg-accent px-3 py-1 text-sm text-accent-foreground">
            {t("previewAccent")}
          </span>
        </div>
        <div data-testid="theme-preview-card" className="rounded-lg border p-4 text-sm">
          {t("previewCard")}
        </div>
      </div>
    </section>
  );
}
