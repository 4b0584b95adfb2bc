"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { ProfileField } from "@/components/profile/profile-field";
import {
  validateProfile,
  type ProfileFieldErrors,
  type ProfileForm,
} from "@/components/profile/profile-form";
import { Button } from "@/components/ui/button";

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
] as const;

/** product.md §2: personal data with an edit mode; saving only logs (no backend call). */
export function PersonalDataCard({ initial }: { initial: ProfileForm }) {
  const t = useTranslations("profile");
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});

  function cancel() {
    setDraft(saved);
    setErrors({});
    setEditing(false);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const result = validateProfile(draft);
    if ("errors" in result) return setErrors(result.errors);
    console.info("[perfil] dados salvos (somente log)", result.data);
    setSaved(result.data);
    setDraft(result.data);
    setErrors({});
    setEditing(false);
    toast.success(t("saved"), { description: t("savedHint") });
  }

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
        <form noValidate onSubmit={save} className="flex flex-col gap-4">
          {FIELDS.map((field) => (
            <ProfileField
              key={field.name}
              {...field}
              label={t(field.name)}
              value={draft[field.name]}
              error={errors[field.name] ? t(errors[field.name]!) : undefined}
              onChange={(value) => setDraft((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
          <div className="flex gap-2">
            <Button type="submit">{t("save")}</Button>
            <Button type="button" variant="outline" onClick={cancel}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          {FIELDS.map((field) => (
            <div key={field.name}>
              <dt className="text-sm text-muted-foreground">{t(field.name)}</dt>
              <dd className="font-medium break-words">{saved[field.name] || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
