"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState, useState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { Field } from "@/components/forms/field";
import { refreshSession } from "@/components/session/use-session";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { failureOf } from "@/lib/forms/result";
import { saveProfile } from "@/lib/profile/actions";
import { DISPLAY_NAME_MAX, type ProfileFieldName } from "@/lib/profile/profile-form";

export type PersonalData = { name: string; displayName: string; email: string; phone: string };

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name", maxLength: 80 },
  { name: "displayName", type: "text", autoComplete: "nickname", maxLength: DISPLAY_NAME_MAX },
  { name: "phone", type: "tel", autoComplete: "tel", maxLength: 20 },
] as const satisfies readonly {
  name: ProfileFieldName;
  type: string;
  autoComplete: string;
  maxLength: number;
}[];

/** 'Dados pessoais' with an edit mode, saved to the person's own profile; a refused save keeps what was typed. */
export function PersonalDataCard({ initial }: { initial: PersonalData }) {
  const t = useTranslations("profile");
  const [editing, setEditing] = useState(false);
  const [state, formAction, pending] = useActionState(
    async (previous: Awaited<ReturnType<typeof saveProfile>> | null, data: FormData) => {
      const result = await saveProfile(previous, data);
      if (result.ok) {
        setEditing(false);
        toast.success(t("saved"));
        // the storefront header reads the name from /api/session: ask again for the new one
        refreshSession();
      }
      return result;
    },
    null,
  );
  const { error, fieldErrors = {}, values } = failureOf(state);

  return (
    <section aria-labelledby="profile-personal-title" className="flex flex-col gap-4 rounded-lg border p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="profile-personal-title" className="text-lg font-semibold">
          {t("personalTitle")}
        </h2>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t("edit")}
          </Button>
        )}
      </div>
      {editing ? (
        <form action={formAction} noValidate aria-busy={pending} className="flex flex-col gap-4">
          <FormAlert message={Object.keys(fieldErrors).length > 0 ? undefined : error} />
          {FIELDS.map(({ name, ...input }) => (
            <Field
              key={name}
              id={`profile-${name}`}
              label={t(name)}
              hint={name === "displayName" ? t("displayNameHint") : undefined}
              error={fieldErrors[name]}
            >
              {(control) => (
                <Input {...control} {...input} name={name} defaultValue={values?.[name] ?? initial[name]} />
              )}
            </Field>
          ))}
          <p className="text-sm text-muted-foreground">{t("emailHint", { email: initial.email })}</p>
          <div className="flex gap-2">
            <Button type="submit" disabled={pending}>
              {pending ? t("saving") : t("save")}
            </Button>
            <Button type="button" variant="outline" disabled={pending} onClick={() => setEditing(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[...FIELDS.map(({ name }) => name), "email" as const].map((name) => (
            <div key={name} className="min-w-0">
              <dt className="text-sm text-muted-foreground">{t(name)}</dt>
              <dd className="font-medium break-words">{initial[name] || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
