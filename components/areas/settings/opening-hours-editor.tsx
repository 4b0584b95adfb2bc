"use client";

import { Loader2, RotateCcw, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";

import { useFocusFirstInvalid } from "@/components/forms/use-focus-first-invalid";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { withoutErrors } from "@/lib/forms/field-errors";
import { EDITOR_DAYS, type HoursField, type WeekDraft } from "@/lib/settings/opening-hours";
import { saveOpeningHours } from "@/lib/settings/store-actions";

import { DayHoursRow } from "./day-hours-row";
import { StorePreview } from "./store-preview";
import { useHydrated } from "./use-hydrated";

type OpeningHoursEditorProps = {
  initial: WeekDraft;
  storeName: string;
  renderedAt: number;
  readOnly?: boolean;
};

/**
 * The weekly opening hours: each weekday open/close or closed, close later than open, saved whole to
 * the store by a server action that checks them (the errors appear beside the day; bad input is never
 * cleared). The preview beside it applies the storefront's open/closed rule to the hours being edited.
 */
export function OpeningHoursEditor({
  initial,
  storeName,
  renderedAt,
  readOnly = false,
}: OpeningHoursEditorProps) {
  const t = useTranslations("companySettings");
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<HoursField, string>>>({});
  const [saving, startSaving] = useTransition();
  const hydrated = useHydrated();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  function save(event: React.FormEvent) {
    event.preventDefault();
    startSaving(async () => {
      const result = await saveOpeningHours(draft);
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast.error(result.error);
        focusFirstInvalid();
        return;
      }
      setErrors({});
      setSaved(result.data);
      setDraft(result.data);
      toast.success(t("hoursSaved"), { description: t("savedHint") });
    });
  }

  function undo() {
    setDraft(saved);
    setErrors({});
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="opening-hours-heading">{t("hoursTitle")}</h2>
        </CardTitle>
        <CardDescription>{t("hoursSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form ref={formRef} noValidate onSubmit={save} aria-labelledby="opening-hours-heading">
          <fieldset disabled={readOnly} className="contents">
            {EDITOR_DAYS.map((day) => (
              <DayHoursRow
                key={day}
                day={day}
                value={draft[day]}
                errors={{ open: errors[`${day}.open`], close: errors[`${day}.close`] }}
                onChange={(next) => {
                  setDraft((current) => ({ ...current, [day]: next }));
                  // a day changed again loses its errors (closing before opening involves both times)
                  setErrors((current) => withoutErrors(current, [`${day}.open`, `${day}.close`]));
                }}
              />
            ))}
          </fieldset>
          {readOnly ? null : (
            <div className="flex flex-wrap justify-end gap-2 pt-4">
              <Button type="button" variant="outline" onClick={undo} disabled={!dirty || saving}>
                <RotateCcw aria-hidden="true" />
                {t("undo")}
              </Button>
              <Button type="submit" disabled={!hydrated || saving}>
                {saving ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {saving ? t("saving") : t("saveHours")}
              </Button>
            </div>
          )}
        </form>
        <StorePreview name={storeName} openingHours={draft} renderedAt={renderedAt} />
      </CardContent>
    </Card>
  );
}
