"use client";

import { Loader2, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  toProfileDraft,
  validateStoreProfile,
  type ProfileErrors,
  type StoreProfileDraft,
} from "@/lib/settings/store-profile";

import { focusFirstInvalid, pretendSave } from "./save-settings";
import { SettingsField } from "./settings-field";
import { PROFILE_GROUPS } from "./store-profile-fields";
import { StoreProfileInput } from "./store-profile-input";
import { useHydrated } from "./use-hydrated";

/**
 * The store's profile (spec 3 Company) with zod validation and Portuguese field errors. A rejected
 * save keeps every typed value; an accepted one is kept for the session, logged and toasted.
 */
export function StoreProfileForm({ initial }: { initial: StoreProfileDraft }) {
  const t = useTranslations("companySettings");
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const result = validateStoreProfile(draft);
    if (!result.ok) {
      setErrors(result.errors);
      toast.error(t("fixErrors"));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSaving(true);
    await pretendSave("perfil da loja", result.data);
    // Show the stored shapes back (e.g. '@' added, CEP with its dash).
    setDraft(toProfileDraft(result.data));
    setSaving(false);
    toast.success(t("profileSaved"), { description: t("savedHint") });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="store-profile-heading">{t("profileTitle")}</h2>
        </CardTitle>
        <CardDescription>{t("profileSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={save}
          aria-labelledby="store-profile-heading"
          className="flex flex-col gap-6"
        >
          {PROFILE_GROUPS.map((group) => (
            <fieldset key={group.key} className="grid gap-4 sm:grid-cols-6">
              <legend className="mb-3 text-sm font-semibold text-muted-foreground uppercase">
                {t(`groups.${group.key}`)}
              </legend>
              {group.fields.map((field) => {
                const error = errors[field.name];
                return (
                  <SettingsField
                    key={field.name}
                    id={`store-${field.name}`}
                    label={t(`fields.${field.name}.label`)}
                    hint={field.hint ? t(`fields.${field.name}.hint`) : undefined}
                    error={error ? t(`errors.${error}`) : undefined}
                    className={field.span}
                  >
                    {(aria) => (
                      <StoreProfileInput
                        {...aria}
                        field={field}
                        value={draft[field.name]}
                        placeholder={t(`fields.${field.name}.placeholder`)}
                        onChange={(value) => setDraft((current) => ({ ...current, [field.name]: value }))}
                      />
                    )}
                  </SettingsField>
                );
              })}
            </fieldset>
          ))}
          <div className="flex justify-end">
            <Button type="submit" disabled={!hydrated || saving}>
              {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
              {saving ? t("saving") : t("saveProfile")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
