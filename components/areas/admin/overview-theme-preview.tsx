import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button";
import { previewStyle, type ThemeColors } from "@/lib/areas/theme-editor";

/** Live preview: the colours override the theme's CSS variables on this element only, never the page. */
export function OverviewThemePreview({ colors }: { colors: ThemeColors }) {
  const t = useTranslations("adminDashboard.theme");
  return (
    <section
      aria-labelledby="theme-preview-heading"
      data-testid="theme-preview"
      style={previewStyle(colors)}
      className="flex flex-col gap-4 rounded-lg border bg-background p-5 text-foreground"
    >
      <h3 id="theme-preview-heading" className="text-sm font-medium text-foreground/70">
        {t("preview")}
      </h3>
      <div className="rounded-md bg-primary p-4 text-primary-foreground">
        <p className="text-lg font-semibold">{t("previewHeading")}</p>
      </div>
      <p className="text-sm">{t("previewText")}</p>
      <div className="flex flex-wrap items-center gap-2">
        {/* Samples styled as buttons, not real controls: nothing here should take focus or act. */}
        <span className={buttonVariants({ className: "pointer-events-none" })}>{t("previewPrimary")}</span>
        <span className={buttonVariants({ variant: "secondary", className: "pointer-events-none" })}>
          {t("previewSecondary")}
        </span>
        <span className="rounded-md bg-accent px-3 py-1 text-sm text-accent-foreground">
          {t("previewAccent")}
        </span>
      </div>
    </section>
  );
}
