"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";

import { FormAlert } from "@/components/auth/form-alert";
import { FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { areaRoot, type AreaName } from "@/lib/auth/areas";
import { validatePasswordChange, type PasswordChangeValues } from "@/lib/auth/change-password";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { simulatePasswordChange } from "@/lib/auth/simulate-password-change";

const FIELDS = [
  { name: "currentPassword", label: "currentLabel", autoComplete: "current-password" },
  { name: "newPassword", label: "newLabel", autoComplete: "new-password" },
  { name: "confirmPassword", label: "confirmLabel", autoComplete: "new-password" },
] as const;

function readValues(form: HTMLFormElement): PasswordChangeValues {
  const data = new FormData(form);
  const read = (name: keyof PasswordChangeValues) => String(data.get(name) ?? "");
  return {
    currentPassword: read("currentPassword"),
    newPassword: read("newPassword"),
    confirmPassword: read("confirmPassword"),
  };
}

/** product.md §2/5/8: the change-password form of the four areas; on success back to the area's root. */
export function ChangePasswordForm({ area }: { area: AreaName }) {
  const t = useTranslations("changePassword");
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readValues(event.currentTarget);
    const check = validatePasswordChange(values);
    if (!check.ok) {
      setError(t(`errors.${check.error}`));
      return;
    }
    setError(undefined);
    startTransition(async () => {
      try {
        await simulatePasswordChange(values);
        toast.success(t("success"));
        router.push(areaRoot(area));
      } catch {
        toast.error(t("errors.failure"));
      }
    });
  }

  return (
    // noValidate: the product.md §8 messages replace the browser's own
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={error} />
      {FIELDS.map((field) => (
        <FormField key={field.name} id={field.name} label={t(field.label)}>
          <PasswordInput
            id={field.name}
            name={field.name}
            autoComplete={field.autoComplete}
            maxLength={MAX_PASSWORD_LENGTH}
            aria-required="true"
            aria-invalid={error ? true : undefined}
          />
        </FormField>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => router.push(areaRoot(area))}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
