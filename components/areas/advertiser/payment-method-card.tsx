"use client";

import { Landmark, QrCode } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { ChoiceOptions, useSavedChoice } from "@/components/forms/saved-choice";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { savePaymentMethod } from "@/lib/advertiser/payment-actions";
import type { AdvertiserPaymentMethod } from "@/lib/advertiser/types";

const METHODS = [
  { value: "pix", icon: QrCode },
  { value: "boleto", icon: Landmark },
] as const satisfies readonly { value: AdvertiserPaymentMethod; icon: unknown }[];

/**
 * How the advertiser pays each month's invoice (plan + media): Pix or boleto, saved the moment it is picked
 * (anunciantes.forma_pagamento). No card is asked for or kept: there is no payment provider (product.md §3).
 */
export function PaymentMethodCard({ method }: { method: AdvertiserPaymentMethod }) {
  const t = useTranslations("advertiserBilling");
  const choice = useSavedChoice<AdvertiserPaymentMethod>(
    method,
    (value) => savePaymentMethod({ method: value }),
    (value) => toast.success(t("paymentSaved"), { description: t(`paymentOptions.${value}.label`) }),
  );
  const fieldId = useId();
  return (
    <Card role="region" aria-labelledby="billing-payment-heading" aria-busy={choice.pending || undefined}>
      <CardHeader>
        <CardTitle>
          <h2 id="billing-payment-heading" className="flex items-center gap-2 text-lg">
            {t("paymentHeading")}
            {choice.pending ? <Spinner label={t("paymentSaving")} /> : null}
          </h2>
        </CardTitle>
        <CardDescription>{t("paymentHint")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChoiceOptions
          id={fieldId}
          name="forma-pagamento"
          legend={t("paymentHeading")}
          options={METHODS.map(({ value, icon }) => ({
            value,
            icon,
            label: t(`paymentOptions.${value}.label`),
            hint: t(`paymentOptions.${value}.hint`),
          }))}
          chosen={choice.chosen}
          error={choice.error}
          onChoose={choice.choose}
        />
      </CardContent>
    </Card>
  );
}
