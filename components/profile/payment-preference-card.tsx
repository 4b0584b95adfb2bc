"use client";

import { CreditCard, QrCode } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { ChoiceOptions, useSavedChoice } from "@/components/forms/saved-choice";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { savePaymentPreference } from "@/lib/customers/payment-preference-action";
import type { PaymentChoice } from "@/lib/orders/types";

const CHOICES = [
  { value: "credit", icon: CreditCard },
  { value: "debit", icon: CreditCard },
  { value: "pix", icon: QrCode },
] as const satisfies readonly { value: PaymentChoice; icon: unknown }[];

/**
 * 'Forma de pagamento preferida': no card is ever stored (product.md §3), only the method checkout chooses
 * first. A choice saves at once; if the save fails the choice moves back and the error shows beside it.
 */
export function PaymentPreferenceCard({ initial }: { initial: PaymentChoice | null }) {
  const t = useTranslations("profile");
  const choice = useSavedChoice<PaymentChoice>(initial, savePaymentPreference, (value) =>
    toast.success(t("paymentSaved"), { description: t(`paymentOptions.${value}`) }),
  );
  const titleId = useId();
  const fieldId = useId();

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={choice.pending || undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        {t("paymentTitle")}
        {choice.pending ? <Spinner label={t("paymentSaving")} /> : null}
      </h2>
      <p className="text-sm text-muted-foreground">{t("paymentHint")}</p>
      <ChoiceOptions
        id={fieldId}
        name="pagamento-preferido"
        legend={t("paymentTitle")}
        options={CHOICES.map(({ value, icon }) => ({ value, icon, label: t(`paymentOptions.${value}`) }))}
        chosen={choice.chosen}
        error={choice.error}
        onChoose={choice.choose}
      />
    </section>
  );
}
