"use client";

import { CreditCard, QrCode } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";

import { FieldSet } from "@/components/forms/field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { savePaymentPreference } from "@/lib/customers/payment-preference-action";
import type { PaymentChoice } from "@/lib/orders/types";
import { cn } from "@/lib/utils";

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
  const [saved, setSaved] = useState(initial);
  const [chosen, setChosen] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const titleId = useId();
  const fieldId = useId();

  function choose(value: PaymentChoice) {
    setChosen(value);
    setError(undefined);
    startTransition(async () => {
      const result = await savePaymentPreference(value);
      if (result.ok) {
        setSaved(value);
        toast.success(t("paymentSaved"), { description: t(`paymentOptions.${value}`) });
      } else {
        setChosen(saved);
        setError(result.error);
      }
    });
  }

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        {t("paymentTitle")}
        {pending ? <Spinner label={t("paymentSaving")} /> : null}
      </h2>
      <p className="text-sm text-muted-foreground">{t("paymentHint")}</p>
      {/* never disabled while saving: a disabled radio would drop the keyboard focus */}
      <FieldSet
        id={fieldId}
        legend={t("paymentTitle")}
        legendClassName="sr-only"
        error={error}
        announce
        className="flex flex-col gap-2"
      >
        {CHOICES.map(({ value, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              chosen === value ? "border-primary bg-secondary" : "hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name="pagamento-preferido"
              value={value}
              checked={chosen === value}
              onChange={() => choose(value)}
              className="size-4 accent-primary focus-visible:outline-none"
            />
            <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="font-medium">{t(`paymentOptions.${value}`)}</span>
          </label>
        ))}
      </FieldSet>
    </section>
  );
}
