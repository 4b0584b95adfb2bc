"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";

import { FormAlert } from "@/components/auth/form-alert";
import { FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { validatePasswordChange, type PasswordChangeValues } from "@/lib/auth/change-password";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { simulatePasswordChange } from "@/lib/auth/simulate-password-change";

const FIELDS = [
  { name: "currentPassword", autoComplete: "current-password" },
  { name: "newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", autoComplete: "new-password" },
] as const;

/**
 * product.md §5: another administrator's password, with the same rules and messages as every change-password
 * screen (lib/auth/change-password.ts); the acting admin confirms with their own current password.
 * Simulated like the others (product.md §7: 1000 ms, a log, no server call), then back to the list.
 */
export function AdminUserPasswordForm({ name }: { name: string }) {
  const t = useTranslations("changePassword");
  const own = useTranslations("adminUsers");
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const labels = {
    currentPassword: own("password.currentLabel"),
    newPassword: t("newLabel"),
    confirmPassword: t("confirmLabel"),
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (field: keyof PasswordChangeValues) => String(data.get(field) ?? "");
    const values = {
      currentPassword: read("currentPassword"),
      newPassword: read("newPassword"),
      confirmPassword: read("confirmPassword"),
    };
    const check = validatePasswordChange(values);
    if (!check.ok) {
      setError(t(`errors.${check.error}`));
      return;
    }
    setError(undefined);
    startTransition(async () => {
      try {
        await simulatePasswordChange(values);
        toast.success(t("success"), { description: own("toasts.passwordChangedDescription", { name }) });
        router.push("/admin/users");
      } catch {
        toast.error(t("errors.failure"));
      }
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending}
      className="grid max-w-lg gap-4 rounded-lg border bg-card p-4 md:p-6"
    >
      <FormAlert message={error} />
      {FIELDS.map((field) => (
        <FormField key={field.name} id={`admin-${field.name}`} label={labels[field.name]}>
          <PasswordInput
            id={`admin-${field.name}`}
            name={field.name}
            autoComplete={field.autoComplete}
            maxLength={MAX_PASSWORD_LENGTH}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={field.name === "currentPassword" ? "admin-current-hint" : undefined}
          />
          {field.name === "currentPassword" ? (
            <p id="admin-current-hint" className="text-sm text-muted-foreground">
              {own("password.currentHint")}
            </p>
          ) : null}
        </FormField>
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={() => router.push("/admin/users")}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending} className="bg-accent hover:bg-accent/90">
          {pending ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
