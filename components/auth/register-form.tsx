"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionState, useEffect } from "react";
import { toast } from "@/components/ui/toast";

import { FormAlert } from "@/components/auth/form-alert";
import { errorId, FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { register } from "@/lib/auth/actions/register";
import { withNextParam } from "@/lib/auth/guard";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, REGISTER_REDIRECT_MS } from "@/lib/auth/limits";
import { sameSitePath } from "@/lib/auth/safe-next";

/** product.md §2 "Register screen": e-mail, password and confirmation, 'Cadastrar' / 'Cadastrando...'. */
export function RegisterForm() {
  const t = useTranslations("register");
  const router = useRouter();
  // where the visitor was going before registering (e.g. /checkout): login sends them on there
  const loginPath = withNextParam("/login", sameSitePath(useSearchParams().get("next")));
  const [state, formAction, pending] = useActionState(register, {});
  const fieldErrors = state.fieldErrors ?? {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  // product.md §4: toast, fields cleared (React resets the form after the action), /login after 1 s
  useEffect(() => {
    if (!state.success) return;
    toast.success(t("success"));
    const timer = setTimeout(() => router.push(loginPath), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, router, t, loginPath]);

  const described = (field: keyof typeof fieldErrors) =>
    fieldErrors[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};

  return (
    <form action={formAction} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={hasFieldErrors ? undefined : state.error} />
      <FormField id="email" label={t("emailLabel")} error={fieldErrors.email}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          defaultValue={state.values?.email}
          maxLength={MAX_EMAIL_LENGTH}
          aria-required="true"
          {...described("email")}
        />
      </FormField>
      <FormField id="password" label={t("passwordLabel")} error={fieldErrors.password}>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="new-password"
          placeholder={t("passwordPlaceholder")}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-required="true"
          {...described("password")}
        />
      </FormField>
      <FormField id="confirmPassword" label={t("confirmLabel")} error={fieldErrors.confirmPassword}>
        <PasswordInput
          id="confirmPassword"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder={t("confirmPlaceholder")}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-required="true"
          {...described("confirmPassword")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending || state.success} className="w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
