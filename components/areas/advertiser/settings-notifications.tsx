"use client";

import { useTranslations } from "next-intl";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { ADVERTISER_NOTIFICATION_KEYS, type AdvertiserNotificationKey } from "@/lib/advertiser/notifications";

type SettingsNotificationsProps = {
  values: Record<AdvertiserNotificationKey, boolean>;
  onChange(key: AdvertiserNotificationKey, on: boolean): void;
};

/** The e-mails the advertiser receives, one labelled switch each. */
export function SettingsNotifications({ values, onChange }: SettingsNotificationsProps) {
  const t = useTranslations("advertiserSettings.notifications");
  return (
    <ul className="flex flex-col divide-y">
      {ADVERTISER_NOTIFICATION_KEYS.map((key) => {
        const id = `advertiser-notification-${key}`;
        return (
          <li key={key} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <div className="grid gap-1">
              <Label htmlFor={id}>{t(`${key}.label`)}</Label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {t(`${key}.hint`)}
              </p>
            </div>
            <Switch
              id={id}
              checked={values[key]}
              onCheckedChange={(on) => onChange(key, on)}
              aria-describedby={`${id}-hint`}
            />
          </li>
        );
      })}
    </ul>
  );
}
