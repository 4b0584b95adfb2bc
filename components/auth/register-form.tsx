"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionState, useEffect } from "react";
import { toast } from "@/components/ui/toast";

import { FormAlert } from "@/components/auth/form-alert";
import { PasswordField } from "@/components/auth/password-field";
import { EmailInput } from "@/components/forms/email-input";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { register } from "@/lib/auth/actions/register";
import { withNextParam } from "@/lib/auth/guard";
import { REGISTER_REDIRECT_MS } from "@/lib/auth/limits";
import { sameSitePath } from "@/lib/auth/safe-next";
import { failureOf } from "@/lib/forms/result";

/** product.md §2 "Register screen": e-mail, password and confirmation, 'Cadastrar' / 'Cadastrando...'. */
export function RegisterForm() {
  const t = useTranslations("register");
  const router = useRouter();
  // where the visitor was going before registering (e.g. /checkout): login sends them on there
  const loginPath = withNextParam("/login", sameSitePath(useSearchParams().get("next")));
  const [state, formAction, pending] = useActionState(register, null);
  const succeeded = state?.ok === true;
  const { error, fieldErrors = {}, values } = failureOf(state);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  // product.md §4: toast, fields cleared (React resets the form after the action), /login after 1 s
  useEffect(() => {
    if (!succeeded) return;
    toast.success(t("success"));
    const timer = setTimeout(() => router.push(loginPath), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, router, t, loginPath]);

  return (
    <form action={formAction} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={hasFieldErrors ? undefined : error} />
      <Field id="email" label={t("emailLabel")} error={fieldErrors.email}>
        {(control) => (
          <EmailInput
            {...control}
            placeholder={t("emailPlaceholder")}
            defaultValue={values?.email}
            aria-required="true"
          />
        )}
      </Field>
      <PasswordField
        name="password"
        label={t("passwordLabel")}
        placeholder={t("passwordPlaceholder")}
        error={fieldErrors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={t("confirmLabel")}
        placeholder={t("confirmPlaceholder")}
        error={fieldErrors.confirmPassword}
      />
      <Button type="submit" size="lg" disabled={pending || succeeded} className="w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
