"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useActionState, useEffect } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { PasswordField } from "@/components/auth/password-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setNewPassword } from "@/lib/auth/actions/recovery";
import { failureOf } from "@/lib/forms/result";

/**
 * 'Criar nova senha' after a recovery link: the new password twice (the rules of 'Alterar Senha', checked by the
 * action); once saved, the person is signed in and goes to their area's home (`home`).
 */
export function NewPasswordForm({ home }: { home: string }) {
  const t = useTranslations("newPassword");
  const router = useRouter();
  const [state, formAction, pending] = useActionState(setNewPassword, null);
  const succeeded = state?.ok === true;
  const { error, fieldErrors = {} } = failureOf(state);

  useEffect(() => {
    if (!state?.ok) return;
    if (state.message) toast.success(state.message);
    router.replace(home);
  }, [state, router, home]);

  return (
    // noValidate: the app's own Portuguese messages replace the browser's
    <form action={formAction} noValidate className="grid gap-4" aria-busy={pending}>
      <FormAlert message={Object.keys(fieldErrors).length > 0 ? undefined : error} />
      <PasswordField
        name="newPassword"
        label={t("newLabel")}
        hint={t("hint")}
        error={fieldErrors.newPassword}
      />
      <PasswordField name="confirmPassword" label={t("confirmLabel")} error={fieldErrors.confirmPassword} />
      <Button type="submit" size="lg" disabled={pending || succeeded} className="w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
