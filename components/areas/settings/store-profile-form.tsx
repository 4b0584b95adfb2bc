"use client";

import { Loader2, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";

import { Field } from "@/components/forms/field";
import { useFocusFirstInvalid } from "@/components/forms/use-focus-first-invalid";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { withoutErrors } from "@/lib/forms/field-errors";
import { saveStoreProfile } from "@/lib/settings/store-actions";
import type { ProfileErrors, StoreProfileDraft } from "@/lib/settings/store-profile";

import { PROFILE_GROUPS } from "./store-profile-fields";
import { StoreProfileInput } from "./store-profile-input";
import { useHydrated } from "./use-hydrated";

type StoreProfileFormProps = { initial: StoreProfileDraft; readOnly?: boolean };

/**
 * The store's profile (Company: name, contacts, address, delivery), saved to the store's row by a server
 * action that checks it with the same zod rules; its Portuguese field errors appear under the fields and
 * every typed value stays. An entregador sees it read-only.
 */
export function StoreProfileForm({ initial, readOnly = false }: StoreProfileFormProps) {
  const t = useTranslations("companySettings");
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, startSaving] = useTransition();
  const hydrated = useHydrated();

  function save(event: React.FormEvent) {
    event.preventDefault();
    startSaving(async () => {
      const result = await saveStoreProfile(draft);
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast.error(result.error);
        focusFirstInvalid();
        return;
      }
      setErrors({});
      // Show the stored shapes back (e.g. '@' added, CEP with its dash).
      setDraft(result.data);
      toast.success(t("profileSaved"), { description: t("savedHint") });
    });
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
            <fieldset key={group.key} disabled={readOnly} className="grid gap-4 sm:grid-cols-6">
              <legend className="mb-3 text-sm font-semibold text-muted-foreground uppercase">
                {t(`groups.${group.key}`)}
              </legend>
              {group.fields.map((field) => {
                return (
                  <Field
                    key={field.name}
                    id={`store-${field.name}`}
                    label={t(`fields.${field.name}.label`)}
                    hint={field.hint ? t(`fields.${field.name}.hint`) : undefined}
                    error={errors[field.name]}
                    className={field.span}
                  >
                    {(aria) => (
                      <StoreProfileInput
                        {...aria}
                        field={field}
                        value={draft[field.name]}
                        placeholder={t(`fields.${field.name}.placeholder`)}
                        onChange={(value) => {
                          setDraft((current) => ({ ...current, [field.name]: value }));
                          // typed again, the field's error goes
                          setErrors((current) => withoutErrors(current, [field.name]));
                        }}
                      />
                    )}
                  </Field>
                );
              })}
            </fieldset>
          ))}
          {readOnly ? null : (
            <div className="flex justify-end">
              <Button type="submit" disabled={!hydrated || saving}>
                {saving ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {saving ? t("saving") : t("saveProfile")}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
