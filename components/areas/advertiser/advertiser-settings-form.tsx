"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";

import {
  ACCOUNT_FIELDS,
  fieldId,
  SettingsAccountFields,
} from "@/components/areas/advertiser/settings-account-fields";
import { SettingsNotifications } from "@/components/areas/advertiser/settings-notifications";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  validateAdvertiserSettings,
  type AdvertiserSettings,
  type AdvertiserSettingsField,
} from "@/lib/advertiser/settings";
import { saveAdvertiserSettings } from "@/lib/advertiser/settings-actions";

/** /advertiser/settings: account data and e-mail preferences, checked here and saved by the server action. */
export function AdvertiserSettingsForm({ initial }: { initial: AdvertiserSettings }) {
  const t = useTranslations("advertiserSettings");
  const [values, setValues] = useState<AdvertiserSettings>(initial);
  // the messages under the fields, in Portuguese (the form's own check and the server's say the same)
  const [errors, setErrors] = useState<Partial<Record<AdvertiserSettingsField, string>>>({});
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateAdvertiserSettings(values);
    if ("errors" in result) {
      const messages: Partial<Record<AdvertiserSettingsField, string>> = {};
      for (const [field, key] of Object.entries(result.errors) as [AdvertiserSettingsField, string][]) {
        messages[field] = t(`errors.${key}` as "errors.invalid");
      }
      setErrors(messages);
      const first = ACCOUNT_FIELDS.find((field) => result.errors[field.name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      toast.error(t("invalidTitle"), { description: t("invalidDescription") });
      return;
    }
    setErrors({});
    startTransition(async () => {
      const saved = await saveAdvertiserSettings(result.data);
      if (!saved.ok) {
        setErrors(saved.fieldErrors ?? {});
        toast.error(saved.error);
        return;
      }
      toast.success(t("savedTitle"), { description: t("savedDescription") });
    });
  }

  return (
    // noValidate: the Portuguese field errors replace the browser's own bubbles
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-6">
      <Card role="region" aria-labelledby="settings-account-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="settings-account-heading" className="text-lg">
              {t("accountHeading")}
            </h2>
          </CardTitle>
          <CardDescription>{t("accountHint")}</CardDescription>
        </CardHeader>
        <CardContent>
          <SettingsAccountFields
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="settings-notifications-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="settings-notifications-heading" className="text-lg">
              {t("notificationsHeading")}
            </h2>
          </CardTitle>
          <CardDescription>{t("notificationsHint", { email: values.email })}</CardDescription>
        </CardHeader>
        <CardContent>
          <SettingsNotifications
            values={values.notifications}
            onChange={(key, on) =>
              setValues((current) => ({ ...current, notifications: { ...current.notifications, [key]: on } }))
            }
          />
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
