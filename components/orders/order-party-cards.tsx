import { Mail, MapPin, Phone, Store, User } from "lucide-react";
import { useTranslations } from "next-intl";

import { LocalImage } from "@/components/ui/local-image";
import type { Company } from "@/lib/catalog/types";
import { formatAddress } from "@/lib/orders/links";
import type { Order } from "@/lib/orders/types";

function Row({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      <span aria-hidden="true" className="mt-0.5 text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** Whom the order is for: the name and phone copied onto it when it was placed. */
export function CustomerCard({ order }: { order: Pick<Order, "customerName" | "customerPhone"> }) {
  const t = useTranslations("orderDetail");
  return (
    <section aria-labelledby="order-customer-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="order-customer-title" className="flex items-center gap-2 font-semibold">
        <User aria-hidden="true" className="size-4 text-primary" />
        {t("customerTitle")}
      </h2>
      <p className="font-medium break-words">{order.customerName}</p>
      {/* an anonymised order (its customer deleted the account) keeps no phone */}
      {order.customerPhone ? (
        <ul className="flex flex-col gap-2">
          <Row icon={<Phone />}>
            <span className="sr-only">{t("phone")}: </span>
            {order.customerPhone}
          </Row>
        </ul>
      ) : null}
    </section>
  );
}

/** The order's store as the storefront shows it, or only the name copied onto the order once the store is gone. */
export function CompanyCard({ company, name }: { company: Company | undefined; name: string }) {
  const t = useTranslations("orderDetail");
  return (
    <section aria-labelledby="order-company-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="order-company-title" className="flex items-center gap-2 font-semibold">
        <Store aria-hidden="true" className="size-4 text-primary" />
        {t("companyTitle")}
      </h2>
      {company ? (
        <>
          <div className="flex items-center gap-3">
            <LocalImage
              src={company.logo}
              alt=""
              width={40}
              height={40}
              className="size-10 rounded-full border object-cover"
            />
            <p className="font-medium break-words">{company.name}</p>
          </div>
          <ul className="flex flex-col gap-2">
            <Row icon={<Phone />}>
              <span className="sr-only">{t("phone")}: </span>
              {company.phone}
            </Row>
            <Row icon={<Mail />}>
              <span className="sr-only">{t("email")}: </span>
              {company.email}
            </Row>
            <Row icon={<MapPin />}>{formatAddress(company.address)}</Row>
          </ul>
        </>
      ) : (
        <>
          <p className="font-medium break-words">{name}</p>
          <p className="text-sm text-muted-foreground">{t("storeGone")}</p>
        </>
      )}
    </section>
  );
}
