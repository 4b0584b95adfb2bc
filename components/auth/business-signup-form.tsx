"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { errorId, FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { registerBusiness } from "@/lib/auth/actions/register";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";

import { SignupTextField } from "./business-signup-field";
import { SignupStoreFields, type SignupCategory } from "./business-signup-store-fields";

/**
 * 'Cadastrar Empresa': the account (as on /cadastro) and the store in one form and one server action.
 * Signed in at once, the action sends the owner to /company; the form itself only ever shows errors, or
 * the confirmation message when the project asks new accounts to confirm their e-mail first.
 */
export function BusinessSignupForm({ categories }: { categories: readonly SignupCategory[] }) {
  const t = useTranslations("register");
  const [state, formAction, pending] = useActionState(registerBusiness, {});
  const errors = state.fieldErrors ?? {};
  const values = state.values ?? {};
  const hasFieldErrors = Object.keys(errors).length > 0;

  if (state.success) {
    return (
      <p role="status" className="rounded-md bg-success/10 px-3 py-2 text-sm">
        {t("business.confirmEmail")}
      </p>
    );
  }

  const password = (name: "password" | "confirmPassword", label: string, placeholder: string) => (
    <FormField id={name} label={label} error={errors[name]}>
      <PasswordInput
        id={name}
        name={name}
        autoComplete="new-password"
        placeholder={placeholder}
        maxLength={MAX_PASSWORD_LENGTH}
        aria-required="true"
        {...(errors[name] ? { "aria-invalid": true, "aria-describedby": errorId(name) } : {})}
      />
    </FormField>
  );

  return (
    <form action={formAction} noValidate className="grid gap-6" aria-busy={pending}>
      <FormAlert message={hasFieldErrors ? undefined : state.error} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{t("business.accountSection")}</legend>
        <SignupTextField
          name="email"
          label={t("emailLabel")}
          error={errors.email}
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          defaultValue={values.email}
          maxLength={MAX_EMAIL_LENGTH}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {password("password", t("passwordLabel"), t("passwordPlaceholder"))}
          {password("confirmPassword", t("confirmLabel"), t("confirmPlaceholder"))}
        </div>
      </fieldset>
      <SignupStoreFields categories={categories} values={values} errors={errors} />
      <p className="text-sm text-muted-foreground">{t("business.pendingNote")}</p>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t("business.submitting") : t("business.submit")}
      </Button>
    </form>
  );
}
