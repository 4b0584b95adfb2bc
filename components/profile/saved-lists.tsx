import { CreditCard, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { PaymentMethod, SavedAddress } from "@/lib/customers/types";
import { formatAddress } from "@/lib/orders/links";

/** Saved addresses, the default one marked 'Padrão'. */
export function AddressList({ addresses }: { addresses: SavedAddress[] }) {
  const t = useTranslations("profile");
  return (
    <section aria-labelledby="profile-addresses-title" className="flex flex-col gap-3 rounded-lg border p-6">
      <h2 id="profile-addresses-title" className="text-lg font-semibold">
        {t("addressesTitle")}
      </h2>
      <ul className="flex flex-col gap-3">
        {addresses.map((address) => (
          <li key={address.id} className="flex gap-3 rounded-md border p-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium">
                {address.label}
                {address.isDefault ? <Badge variant="secondary">{t("default")}</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">{formatAddress(address)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Saved cards: brand, last four digits and type, the default one marked 'Padrão'. */
export function PaymentList({ methods }: { methods: PaymentMethod[] }) {
  const t = useTranslations("profile");
  return (
    <section aria-labelledby="profile-payments-title" className="flex flex-col gap-3 rounded-lg border p-6">
      <h2 id="profile-payments-title" className="text-lg font-semibold">
        {t("paymentsTitle")}
      </h2>
      <ul className="flex flex-col gap-3">
        {methods.map((method) => (
          <li key={method.id} className="flex gap-3 rounded-md border p-3">
            <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="flex items-center gap-2 font-medium">
                {t("cardEnding", { brand: method.brand, last4: method.last4 })}
                {method.isDefault ? <Badge variant="secondary">{t("default")}</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {method.label} · {t(method.type)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
