"use client";

import { useTranslations } from "next-intl";
import { useActionState, useEffect } from "react";

import { SignupStoreFields, type SignupCategory } from "@/components/auth/business-signup-store-fields";
import { EmailInput } from "@/components/forms/email-input";
import { Field } from "@/components/forms/field";
import { FormDialogFrame } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { createCompany } from "@/lib/admin/new-company-action";
import { NEW_COMPANY_FIELDS, OWNER_NAME_MAX } from "@/lib/admin/new-company-form";
import { failureOf } from "@/lib/forms/result";

type NewCompanyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly SignupCategory[];
};

/**
 * 'Nova Empresa': the owner (name, e-mail) and the store as 'Cadastrar Empresa' asks for it. A refused save keeps
 * every typed value with the message under its field; a save closes the dialog and says whether the store is
 * already on the storefront or waits in Pendentes.
 */
export function NewCompanyDialog({ open, onOpenChange, categories }: NewCompanyDialogProps) {
  const t = useTranslations("adminCompanies.newCompanyForm");
  const [state, formAction, pending] = useActionState(
    async (previous: Awaited<ReturnType<typeof createCompany>> | null, data: FormData) => {
      const result = await createCompany(previous, data);
      if (result.ok) {
        toast.success(t("created", { name: String(data.get("storeName") ?? "") }), {
          description: result.message,
        });
        onOpenChange(false);
        return null;
      }
      return result;
    },
    null,
  );
  const { error, fieldErrors = {}, values = {} } = failureOf(state);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  // after a refused save, the first field to fix gets the focus (each field's id is its name)
  useEffect(() => {
    const errors = failureOf(state).fieldErrors ?? {};
    const first = NEW_COMPANY_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(first)?.focus();
  }, [state]);

  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      form={{ action: formAction }}
      title={t("title")}
      intro={t("intro")}
      alert={hasFieldErrors ? t("invalid") : error}
      cancel={t("cancel")}
      submit={t("submit")}
      saving={pending}
      wide
    >
      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("ownerSection")}</legend>
        <Field id="ownerName" label={t("ownerName")} error={fieldErrors.ownerName}>
          {(control) => (
            <Input
              {...control}
              name="ownerName"
              autoComplete="off"
              maxLength={OWNER_NAME_MAX}
              defaultValue={values.ownerName}
              aria-required="true"
            />
          )}
        </Field>
        <Field id="email" label={t("email")} hint={t("emailHint")} error={fieldErrors.email}>
          {(control) => <EmailInput {...control} defaultValue={values.email} aria-required="true" />}
        </Field>
      </fieldset>
      <SignupStoreFields
        categories={categories}
        values={values}
        errors={fieldErrors}
        legend={t("storeSection")}
      />
    </FormDialogFrame>
  );
}
