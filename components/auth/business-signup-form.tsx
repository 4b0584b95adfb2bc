"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { PasswordField } from "@/components/auth/password-field";
import { EmailInput } from "@/components/forms/email-input";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { registerBusiness } from "@/lib/auth/actions/register";
import { failureOf } from "@/lib/forms/result";

import { SignupStoreFields, type SignupCategory } from "./business-signup-store-fields";

/**
 * 'Cadastrar Empresa': the account (as on /cadastro) and the store in one form and one server action.
 * Signed in at once, the action sends the owner to /company; the form itself only ever shows errors, or
 * the confirmation message when the project asks new accounts to confirm their e-mail first.
 */
export function BusinessSignupForm({ categories }: { categories: readonly SignupCategory[] }) {
  const t = useTranslations("register");
  const [state, formAction, pending] = useActionState(registerBusiness, null);
  const { error, fieldErrors: errors = {}, values = {} } = failureOf(state);
  const hasFieldErrors = Object.keys(errors).length > 0;

  if (state?.ok) {
    return (
      <p role="status" className="rounded-md bg-success/10 px-3 py-2 text-sm">
        {t("business.confirmEmail")}
      </p>
    );
  }

  return (
    <form action={formAction} noValidate className="grid gap-6" aria-busy={pending}>
      <FormAlert message={hasFieldErrors ? undefined : error} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{t("business.accountSection")}</legend>
        <Field id="email" label={t("emailLabel")} error={errors.email}>
          {(control) => (
            <EmailInput
              {...control}
              placeholder={t("emailPlaceholder")}
              defaultValue={values.email}
              aria-required="true"
            />
          )}
        </Field>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <PasswordField
            name="password"
            label={t("passwordLabel")}
            placeholder={t("passwordPlaceholder")}
            error={errors.password}
          />
          <PasswordField
            name="confirmPassword"
            label={t("confirmLabel")}
            placeholder={t("confirmPlaceholder")}
            error={errors.confirmPassword}
          />
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
