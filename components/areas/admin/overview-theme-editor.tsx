"use client";

import { Palette, RotateCcw, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";

import { OverviewThemeField } from "@/components/areas/admin/overview-theme-field";
import { OverviewThemePreview } from "@/components/areas/admin/overview-theme-preview";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { THEME_COLOR_FIELDS, type ThemeColors } from "@/lib/areas/theme-editor";

/** spec 2 Admin dashboard: theme colour editor with live preview; saving only logs. */
export function OverviewThemeEditor({ defaults }: { defaults: ThemeColors }) {
  const t = useTranslations("adminDashboard.theme");
  const [colors, setColors] = useState<ThemeColors>(defaults);
  // Bumped on 'Restaurar padrão' to remount the fields, dropping any half-typed hex drafts.
  const [generation, setGeneration] = useState(0);

  function save() {
    console.info("admin dashboard: theme colours (not persisted, spec 2)", colors);
    toast.success(t("savedTitle"), { description: t("savedDescription") });
  }

  function reset() {
    setColors(defaults);
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
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {THEME_COLOR_FIELDS.map((field) => (
            <OverviewThemeField
              key={`${field}-${generation}`}
              field={field}
              value={colors[field]}
              onChange={(value) => setColors((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </div>
        <OverviewThemePreview colors={colors} />
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          {t("reset")}
        </Button>
        <Button onClick={save}>
          <Save aria-hidden="true" />
          {t("save")}
        </Button>
      </CardFooter>
    </Card>
  );
}
