"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";

import { Field } from "@/components/forms/field";
import { useFocusFirstInvalid } from "@/components/forms/use-focus-first-invalid";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { BRAZIL_UFS } from "@/lib/auth/business-fields";
import type { AddressActionResult } from "@/lib/customers/address-actions";
import {
  ADDRESS_MAX,
  maskCep,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
} from "@/lib/customers/addresses";
import { withoutErrors } from "@/lib/forms/field-errors";
import { cn } from "@/lib/utils";

// one column on phones; on wider screens each row reads as an address is written
const SPAN: Record<AddressField, string> = {
  label: "sm:col-span-3",
  zipCode: "sm:col-span-3",
  street: "sm:col-span-4",
  number: "sm:col-span-2",
  complement: "sm:col-span-3",
  neighborhood: "sm:col-span-3",
  city: "sm:col-span-4",
  state: "sm:col-span-2",
};
const ORDER: AddressField[] = [
  "label",
  "zipCode",
  "street",
  "number",
  "complement",
  "neighborhood",
  "city",
  "state",
];
const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  zipCode: "postal-code",
  street: "address-line1",
  complement: "address-line2",
  neighborhood: "address-level3",
  city: "address-level2",
  state: "address-level1",
};

/** The form's own check, with each failing field's message in Portuguese; null when the address is valid. */
export function useAddressCheck(): (values: AddressDraft) => AddressErrors | null {
  const t = useTranslations("addresses.errors");
  return (values) => {
    const checked = validateAddress(values);
    if (checked.ok) return null;
    const errors: AddressErrors = {};
    for (const [field, key] of Object.entries(checked.errors) as [AddressField, string][])
      errors[field] = t(key);
    return errors;
  };
}

/**
 * The address fields checkout's 'Novo endereço' and the profile's form share: every field labelled, its
 * error beside it, the CEP masked as it is typed, the UF a native select (the phone's own picker).
 */
export function AddressFields({
  idPrefix,
  values,
  errors,
  onChange,
  disabled,
}: {
  idPrefix: string;
  values: AddressDraft;
  errors: AddressErrors;
  onChange(field: AddressField, value: string): void;
  disabled?: boolean;
}) {
  const t = useTranslations("addresses.fields");
  const placeholder: Partial<Record<AddressField, string>> = {
    label: t("labelPlaceholder"),
    complement: t("complementPlaceholder"),
    zipCode: t("zipCodePlaceholder"),
  };
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {ORDER.map((field) => (
        <Field
          key={field}
          id={`${idPrefix}-${field}`}
          label={t(field)}
          error={errors[field]}
          className={SPAN[field]}
        >
          {(control) =>
            field === "state" ? (
              <NativeSelect
                {...control}
                name={field}
                value={values.state}
                disabled={disabled}
                autoComplete={AUTOCOMPLETE.state}
                aria-required="true"
                onChange={(event) => onChange("state", event.target.value)}
                className={cn(values.state === "" && "text-muted-foreground")}
              >
                <option value="" disabled>
                  {t("statePlaceholder")}
                </option>
                {BRAZIL_UFS.map((uf) => (
                  <option key={uf} value={uf} className="text-foreground">
                    {uf}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                {...control}
                name={field}
                value={values[field]}
                disabled={disabled}
                maxLength={ADDRESS_MAX[field]}
                placeholder={placeholder[field]}
                autoComplete={AUTOCOMPLETE[field] ?? "off"}
                aria-required={field === "complement" ? undefined : "true"}
                {...(field === "zipCode" ? { inputMode: "numeric" as const } : {})}
                onChange={(event) =>
                  onChange(field, field === "zipCode" ? maskCep(event.target.value) : event.target.value)
                }
              />
            )
          }
        </Field>
      ))}
    </div>
  );
}

/**
 * An address added or edited on its own (the profile's list): the fields, 'Salvar endereço' and 'Cancelar'.
 * The form checks first; the server's refusal shows above the fields and beside each one, nothing typed lost.
 */
export function AddressForm({
  idPrefix,
  title,
  initial,
  onSubmit,
  onCancel,
  onSaved,
}: {
  idPrefix: string;
  title: string;
  initial: AddressDraft;
  onSubmit(values: AddressDraft): Promise<AddressActionResult>;
  onCancel(): void;
  onSaved(): void;
}) {
  const t = useTranslations("addresses");
  const check = useAddressCheck();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = check(values);
    if (invalid) {
      setErrors(invalid);
      setFormError(null);
      return focusFirstInvalid();
    }
    startTransition(async () => {
      const result = await onSubmit(values);
      if (result.ok) return onSaved();
      setErrors(result.fieldErrors ?? {});
      setFormError(result.error);
      focusFirstInvalid();
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      aria-busy={pending}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-md border p-4"
    >
      <h3 id={`${idPrefix}-title`} className="font-semibold">
        {title}
      </h3>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <AddressFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          // typed again, the field's error goes
          setErrors((current) => withoutErrors(current, [field]));
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
