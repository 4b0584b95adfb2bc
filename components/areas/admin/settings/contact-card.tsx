"use client";

import { Headset } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { TitledCardHeader } from "@/components/areas/admin/titled-card-header";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { savePlatformContact } from "@/lib/admin/settings-actions";
import { failureOf } from "@/lib/forms/result";
import { HOURS_MAX, type ContactField, type PlatformContact } from "@/lib/settings/platform-contact";

const FIELDS = [
  { name: "email", type: "email", autoComplete: "email", maxLength: 254, hint: false },
  { name: "whatsapp", type: "tel", autoComplete: "tel", maxLength: 20, hint: true },
  { name: "hours", type: "text", autoComplete: "off", maxLength: HOURS_MAX, hint: true },
] as const satisfies readonly {
  name: ContactField;
  type: string;
  autoComplete: string;
  maxLength: number;
  hint: boolean;
}[];

/** The contact as the form shows it (the WhatsApp blank when there is none). */
function formValues(contact: PlatformContact): Record<ContactField, string> {
  return { email: contact.email, whatsapp: contact.whatsapp ?? "", hours: contact.hours };
}

/**
 * 'Contato da Vitrine': the e-mail, WhatsApp and hours the footer and /ajuda show. An administrator with
 * settings.edit saves them; anyone else reads them, with the reason. A refused save keeps what was typed.
 */
export function ContactCard({ contact, canEdit }: { contact: PlatformContact; canEdit: boolean }) {
  const t = useTranslations("adminSettings.contact");
  const [state, formAction, pending] = useActionState(
    async (previous: Awaited<ReturnType<typeof savePlatformContact>> | null, data: FormData) => {
      const result = await savePlatformContact(previous, data);
      if (result.ok) toast.success(t("saved"), { description: t("savedDescription") });
      return result;
    },
    null,
  );
  const { error, fieldErrors = {}, values } = failureOf(state);
  const initial = formValues(contact);

  return (
    <Card role="region" aria-labelledby="settings-contact-title">
      <TitledCardHeader
        id="settings-contact-title"
        icon={Headset}
        title={t("title")}
        description={canEdit ? t("description") : t("readOnly")}
      />
      <CardContent>
        {canEdit ? (
          <form action={formAction} noValidate aria-busy={pending} className="flex max-w-xl flex-col gap-4">
            <FormAlert message={Object.keys(fieldErrors).length > 0 ? undefined : error} />
            {FIELDS.map(({ name, hint, ...input }) => (
              <Field
                key={name}
                id={`settings-${name}`}
                label={t(name)}
                hint={hint ? t(`${name}Hint`) : undefined}
                error={fieldErrors[name]}
              >
                {(control) => (
                  <Input {...control} {...input} name={name} defaultValue={values?.[name] ?? initial[name]} />
                )}
              </Field>
            ))}
            <Button type="submit" disabled={pending} className="self-start">
              {pending ? t("saving") : t("save")}
            </Button>
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            {FIELDS.map(({ name }) => (
              <div key={name} className="min-w-0">
                <dt className="text-sm text-muted-foreground">{t(name)}</dt>
                <dd className="font-medium break-words">{initial[name] || t("none")}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
