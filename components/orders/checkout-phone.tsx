"use client";

import { useTranslations } from "next-intl";

import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { PHONE_INPUT_MAX } from "@/lib/auth/business-fields";

/**
 * 'Telefone para contato', only while the profile has none: the store calls about the order, and the
 * database refuses an order without a phone (telefone_obrigatorio). It is saved to the profile with the order.
 */
export function CheckoutPhone({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  return (
    <section aria-labelledby="checkout-contact-title" className="flex flex-col gap-3">
      <h2 id="checkout-contact-title" className="text-lg font-semibold">
        {t("contactTitle")}
      </h2>
      <Field id="checkout-phone" label={t("phone")} hint={t("phoneHint")} error={error}>
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-required="true"
            maxLength={PHONE_INPUT_MAX}
            placeholder={t("phonePlaceholder")}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </section>
  );
}
