"use client";

import { Palette, RotateCcw, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { OverviewThemeField } from "@/components/areas/admin/overview-theme-field";
import { OverviewThemePreview } from "@/components/areas/admin/overview-theme-preview";
import { OverviewThemeShape } from "@/components/areas/admin/overview-theme-shape";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { THEME_COLOR_FIELDS, type EditableTheme } from "@/lib/areas/theme-editor";

/** product.md §2 Admin dashboard: theme editor with live preview; saving only logs (product.md §7), plus a toast. */
export function OverviewThemeEditor({ defaults }: { defaults: EditableTheme }) {
  const t = useTranslations("adminDashboard.theme");
  const [theme, setTheme] = useState<EditableTheme>(defaults);
  // Bumped on 'Restaurar padrão' to remount the fields, dropping any half-typed hex drafts.
  const [generation, setGeneration] = useState(0);
  const change = (patch: Partial<EditableTheme>) => setTheme((current) => ({ ...current, ...patch }));

  function save() {
    console.info("admin dashboard: theme (not persisted, product.md §7)", theme);
    toast.success(t("savedTitle"), { description: t("savedDescription") });
  }

  function reset() {
    setTheme(defaults);
    setGeneration((value) => value + 1);
    toast.info(t("resetTitle"));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="theme-editor-heading" className="flex items-center gap-2 text-lg">
            <Palette aria-hidden="true" className="size-5" />
            {t("title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {THEME_COLOR_FIELDS.map((field) => (
              <OverviewThemeField
                key={`${field}-${generation}`}
                field={field}
                value={theme[field]}
                onChange={(value) => change({ [field]: value })}
              />
            ))}
          </div>
          <OverviewThemeShape
            borderRadius={theme.borderRadius}
            headerStyle={theme.headerStyle}
            onRadiusChange={(borderRadius) => change({ borderRadius })}
            onHeaderStyleChange={(headerStyle) => change({ headerStyle })}
          />
        </div>
        <OverviewThemePreview theme={theme} />
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          {t("reset")}
        </Button>
        {/* accent, not primary: white on the default primary is below WCAG AA */}
        <Button onClick={save} className="bg-accent text-accent-foreground hover:bg-accent/90">
          <Save aria-hidden="true" />
          {t("save")}
        </Button>
      </CardFooter>
    </Card>
  );
}
