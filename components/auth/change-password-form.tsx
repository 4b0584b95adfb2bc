"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useState, type FormEvent } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { changePassword } from "@/lib/auth/actions/change-password";
import { areaRoot, type AreaName } from "@/lib/auth/areas";
import { passwordChangeSchema } from "@/lib/auth/change-password";
import { validateWith } from "@/lib/forms/field-errors";
import { failureOf, type FormFailure } from "@/lib/forms/result";

type Name = "currentPassword" | "newPassword" | "confirmPassword";

function readValues(form: HTMLFormElement): Record<Name, string> {
  const data = new FormData(form);
  const read = (name: Name) => String(data.get(name) ?? "");
  return {
    currentPassword: read("currentPassword"),
    newPassword: read("newPassword"),
    confirmPassword: read("confirmPassword"),
  };
}

/**
 * product.md §2/5/8: the change-password form of the four areas. The rules are checked here first (nothing typed
 * is lost) and again by the action, which checks the current password and saves; on success, the area's root.
 */
export function ChangePasswordForm({ area }: { area: AreaName }) {
  const t = useTranslations("changePassword");
  const router = useRouter();
  const [state, formAction, pending] = useActionState(changePassword, null);
  const [refused, setRefused] = useState<FormFailure<Name> | null>(null);
  const succeeded = state?.ok === true;
  const { error, fieldErrors = {} } = refused ?? failureOf(state);

  useEffect(() => {
    if (!state?.ok) return;
    toast.success(state.message ?? t("success"));
    router.push(areaRoot(area));
  }, [state, router, t, area]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validateWith(passwordChangeSchema, readValues(event.currentTarget));
    if ("data" in result) {
      setRefused(null);
      return;
    }
    // the same rules the action applies: no round trip, and the typed passwords stay
    event.preventDefault();
    const translated: Partial<Record<Name, string>> = {};
    for (const [field, key] of Object.entries(result.errors) as [Name, string][])
      translated[field] = t(`errors.${key}`);
    setRefused({ ok: false, error: t(`errors.${result.first}`), fieldErrors: translated });
    const first = Object.keys(result.errors)[0];
    if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  const field = (name: Name, label: string) => (
    <PasswordField name={name} label={t(label)} error={fieldErrors[name]} />
  );

  return (
    // noValidate: the product.md §8 messages replace the browser's own
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={Object.keys(fieldErrors).length > 0 ? undefined : error} />
      {field("currentPassword", "currentLabel")}
      {field("newPassword", "newLabel")}
      {field("confirmPassword", "confirmLabel")}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link href={areaRoot(area)}>{t("cancel")}</Link>
        </Button>
        <Button type="submit" disabled={pending || succeeded}>
          {pending ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
