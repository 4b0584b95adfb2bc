"use client";

import { Loader2, RotateCcw, Save, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  changedPreferences,
  CHANNELS,
  preferenceWarnings,
  PRIVACY,
  setPreference,
  TOPICS,
  type CustomerPreferences,
  type PreferenceGroup,
} from "@/lib/settings/preferences";

import { PreferenceSwitch } from "./preference-switch";
import { saveCustomerPreferences } from "@/lib/settings/customer-preferences-action";

const GROUPS: { group: PreferenceGroup; keys: readonly string[] }[] = [
  { group: "channels", keys: CHANNELS },
  { group: "topics", keys: TOPICS },
  { group: "privacy", keys: PRIVACY },
];

/** /customer/config (product.md D11): notification channels and topics, privacy switches, saved to the profile. */
export function CustomerSettings({ initial }: { initial: CustomerPreferences }) {
  const t = useTranslations("customerSettings");
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const changed = changedPreferences(saved, draft);
  const warnings = preferenceWarnings(draft);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    const result = await saveCustomerPreferences(draft).catch(() => null);
    setSaving(false);
    // a refused save keeps the switches where they were put, so nothing is lost
    if (!result?.ok) return setFailed(true);
    setSaved(draft);
    toast.success(t("saved"));
  }

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <form noValidate onSubmit={save} className="flex flex-col gap-6">
        {GROUPS.map(({ group, keys }) => (
          <Card key={group} className="gap-2">
            <CardHeader>
              <CardTitle>
                <h2 id={`prefs-${group}`}>{t(`${group}.title`)}</h2>
              </CardTitle>
              <CardDescription>{t(`${group}.subtitle`)}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul aria-labelledby={`prefs-${group}`} className="divide-y">
                {keys.map((key) => (
                  <PreferenceSwitch
                    key={key}
                    id={`pref-${group}-${key}`}
                    label={t(`${group}.${key}.label`)}
                    description={t(`${group}.${key}.description`)}
                    checked={(draft[group] as Record<string, boolean>)[key] ?? false}
                    onCheckedChange={(value) =>
                      setDraft((current) => setPreference(current, group, key, value))
                    }
                  />
                ))}
              </ul>
              {group === "channels" && warnings.includes("noChannel") ? (
                <p
                  role="status"
                  className="mt-2 flex items-start gap-2 rounded-md border border-warning/40 bg-background p-3 text-sm text-warning"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t("noChannelWarning")}
                </p>
              ) : null}
            </CardContent>
          </Card>
        ))}
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t("saveFailed")}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {changed.length > 0 ? t("unsaved", { count: changed.length }) : t("upToDate")}
          </p>
          <Button
            type="button"
            variant="outline"
            disabled={changed.length === 0 || saving}
            onClick={() => setDraft(saved)}
          >
            <RotateCcw aria-hidden="true" />
            {t("discard")}
          </Button>
          <Button type="submit" disabled={changed.length === 0 || saving}>
            {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </div>
  );
}
