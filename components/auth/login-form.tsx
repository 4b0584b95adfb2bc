"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { login } from "@/lib/auth/actions/login";
import { MAX_IDENTIFIER_LENGTH, MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";

/**
 * product.md §2 "Login screen": nickname or e-mail, password with toggle, 'Entrar' / 'Entrando...'. The page the
 * visitor was sent here from (`?next=`) rides along; the action accepts it only as a same-site page.
 * Reads the URL, so it renders inside a Suspense boundary (AuthScreen's).
 */
export function LoginForm() {
  const t = useTranslations("login");
  const next = useSearchParams().get("next") ?? "";
  const [state, formAction, pending] = useActionState(login, {});
  const invalid = state.error ? true : undefined;
  return (
    // noValidate: the app's own Portuguese messages (product.md §8) replace the browser's
    <form action={formAction} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={state.error} />
      <input type="hidden" name="next" value={next} />
      <FormField id="identifier" label={t("identifierLabel")}>
        <Input
          id="identifier"
          name="identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t("identifierPlaceholder")}
          defaultValue={state.values?.identifier}
          maxLength={MAX_IDENTIFIER_LENGTH}
          aria-required="true"
          aria-invalid={invalid}
        />
      </FormField>
      <FormField id="password" label={t("passwordLabel")}>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="current-password"
          placeholder={t("passwordPlaceholder")}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-required="true"
          aria-invalid={invalid}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
