"use client";

import { Loader2, Palette, Save, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { TitledCardHeader } from "@/components/areas/admin/titled-card-header";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { restoreDefaultTheme, saveTheme, type ThemeActionResult } from "@/lib/admin/theme-actions";
import { checkThemeContrast, ratioText } from "@/lib/theme/contrast";
import { THEME_COLOR_FIELDS, type EditableTheme } from "@/lib/theme/editor";

import { ThemeField } from "./theme-field";
import { ThemePreview } from "./theme-preview";
import { ThemeRestore } from "./theme-restore";
import { ThemeShape } from "./theme-shape";

type ThemeEditorProps = {
  /** the theme the site uses now (public.tema) */
  saved: EditableTheme;
  /** product.md §6: layout.edit; without it the editor only shows the theme */
  canEdit: boolean;
};

/**
 * product.md §2/§3 Theme: colours, corner radius and header style with a live preview. 'Salvar' publishes the
 * theme to the whole site; a colour pair under WCAG AA is named with its ratio and nothing is saved.
 * 'Restaurar padrão' saves the default theme. The page remounts this editor (key) when the saved theme changes.
 */
export function ThemeEditor({ saved, canEdit }: ThemeEditorProps) {
  const t = useTranslations("adminTheme");
  const [theme, setTheme] = useState<EditableTheme>(saved);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [pending, startTransition] = useTransition();
  const change = (patch: Partial<EditableTheme>) => {
    setRefusal(null);
    setTheme((current) => ({ ...current, ...patch }));
  };

  // the same check the server action runs, so the admin sees a faint pair before pressing Salvar
  const issues = checkThemeContrast(theme).map(({ pair, ratio }) =>
    t("contrastIssue", { pair: t(`pairs.${pair}`), ratio: ratioText(ratio) }),
  );
  const messages = refusal ?? issues;

  function run(action: () => Promise<ThemeActionResult>, done: string) {
    startTransition(async () => {
      const result = await action();
      if (result.ok) {
        toast.success(done, { description: t("publishedDescription") });
        return;
      }
      setRefusal(result.contrast ?? Object.values(result.fieldErrors ?? {}).filter(Boolean));
      toast.error(t("notSavedTitle"), { description: result.error });
    });
  }

  function save() {
    if (issues.length > 0) {
      setRefusal(issues);
      toast.error(t("notSavedTitle"), { description: t("errors.contrast") });
      return;
    }
    run(() => saveTheme(theme), t("savedTitle"));
  }

  return (
    <Card>
      <TitledCardHeader
        id="theme-editor-heading"
        icon={Palette}
        title={t("title")}
        description={canEdit ? t("description") : t("readOnly")}
      />
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {THEME_COLOR_FIELDS.map((field) => (
              <ThemeField
                key={field}
                field={field}
                value={theme[field]}
                disabled={!canEdit}
                onChange={(value) => change({ [field]: value })}
              />
            ))}
          </div>
          <ThemeShape
            borderRadius={theme.borderRadius}
            headerStyle={theme.headerStyle}
            disabled={!canEdit}
            onRadiusChange={(borderRadius) => change({ borderRadius })}
            onHeaderStyleChange={(headerStyle) => change({ headerStyle })}
          />
          <div aria-live="polite">
            {messages.length > 0 ? (
              <div
                role={refusal ? "alert" : undefined}
                className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                <p className="flex items-center gap-2 font-semibold">
                  <TriangleAlert aria-hidden="true" className="size-4" />
                  {refusal ? t("refusedTitle") : t("contrastTitle")}
                </p>
                <ul className="list-disc space-y-1 pl-5">
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
        <ThemePreview theme={theme} />
      </CardContent>
      {canEdit ? (
        <CardFooter className="flex flex-wrap justify-end gap-2">
          <ThemeRestore disabled={pending} onConfirm={() => run(restoreDefaultTheme, t("resetTitle"))} />
          <Button onClick={save} disabled={pending}>
            {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {pending ? t("saving") : t("save")}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
