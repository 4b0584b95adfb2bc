import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";

import { ComingSoonButton } from "@/components/areas/advertiser/coming-soon-button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { AdvertiserPaymentMethod } from "@/lib/advertiser/types";

/** The card the plan and media are charged to; changing it is not available in the demo. */
export function PaymentMethodCard({ method }: { method: AdvertiserPaymentMethod }) {
  const t = useTranslations("advertiserBilling");
  return (
    <Card role="region" aria-labelledby="billing-payment-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="billing-payment-heading" className="text-lg">
            {t("paymentHeading")}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex items-start gap-3">
        <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <dl className="grid gap-1 text-sm">
          <dt className="sr-only">{t("paymentCard")}</dt>
          <dd className="font-medium">
            {t(`paymentType.${method.type}`, { brand: method.brand, last4: method.last4 })}
          </dd>
          <dt className="sr-only">{t("paymentHolder")}</dt>
          <dd className="text-muted-foreground">{method.holder}</dd>
          <dt className="sr-only">{t("paymentExpires")}</dt>
          <dd className="text-muted-foreground">{t("expires", { date: method.expires })}</dd>
        </dl>
      </CardContent>
      <CardFooter>
        <ComingSoonButton feature="changePayment" variant="outline" size="sm">
          {t("changePayment")}
        </ComingSoonButton>
      </CardFooter>
    </Card>
  );
}
