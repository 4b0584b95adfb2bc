"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useActionState } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { EmailInput } from "@/components/forms/email-input";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { requestPasswordReset } from "@/lib/auth/actions/recovery";
import { failureOf } from "@/lib/forms/result";

/**
 * 'Esqueci minha senha': the e-mail, then one neutral answer whether or not an account has it. The form stays,
 * so a person whose mail did not arrive can ask again.
 */
export function ForgotPasswordForm() {
  const t = useTranslations("forgotPassword");
  const [state, formAction, pending] = useActionState(requestPasswordReset, null);
  const { error, fieldErrors = {}, values } = failureOf(state);
  const sent = state?.ok === true ? (state.message ?? t("sent")) : undefined;
  return (
    // noValidate: the app's own Portuguese messages replace the browser's
    <form action={formAction} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={fieldErrors.email ? undefined : error} />
      <div role="status" aria-live="polite" className="empty:hidden">
        {sent ? (
          <div className="flex items-start gap-2 rounded-md border border-emerald-600/40 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="grid gap-1">
              <p className="font-medium">{sent}</p>
              <p>{t("sentHint")}</p>
            </div>
          </div>
        ) : null}
      </div>
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
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
