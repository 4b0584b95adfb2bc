"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { PasswordInput } from "@/components/auth/password-input";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { login } from "@/lib/auth/actions/login";
import { MAX_IDENTIFIER_LENGTH, MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { failureOf } from "@/lib/forms/result";

/**
 * product.md §2 "Login screen": nickname or e-mail, password with toggle, 'Entrar' / 'Entrando...'. The page the
 * visitor was sent here from (`?next=`) rides along; the action accepts it only as a same-site page.
 * Reads the URL, so it renders inside a Suspense boundary (AuthScreen's).
 */
export function LoginForm() {
  const t = useTranslations("login");
  const tForgot = useTranslations("forgotPassword");
  const next = useSearchParams().get("next") ?? "";
  const [state, formAction, pending] = useActionState(login, null);
  const failure = failureOf(state);
  // one message for both fields (no hint which one was wrong): it is the form's alert, both are marked invalid
  const invalid = failure.error ? true : undefined;
  return (
    // noValidate: the app's own Portuguese messages (product.md §8) replace the browser's
    <form action={formAction} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={failure.error} />
      <input type="hidden" name="next" value={next} />
      <Field id="identifier" label={t("identifierLabel")}>
        {(control) => (
          <Input
            {...control}
            aria-invalid={invalid}
            name="identifier"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("identifierPlaceholder")}
            defaultValue={failure.values?.identifier}
            maxLength={MAX_IDENTIFIER_LENGTH}
            aria-required="true"
          />
        )}
      </Field>
      <Field id="password" label={t("passwordLabel")}>
        {(control) => (
          <PasswordInput
            {...control}
            aria-invalid={invalid}
            name="password"
            autoComplete="current-password"
            placeholder={t("passwordPlaceholder")}
            maxLength={MAX_PASSWORD_LENGTH}
            aria-required="true"
          />
        )}
      </Field>
      <Link
        href="/recuperar-senha"
        className="-mt-2 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {tForgot("link")}
      </Link>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
