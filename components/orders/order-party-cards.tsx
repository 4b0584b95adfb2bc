import { Mail, MapPin, Phone, Store, User } from "lucide-react";
import { useTranslations } from "next-intl";

import { LocalImage } from "@/components/ui/local-image";
import type { Company } from "@/lib/catalog/types";
import type { Customer } from "@/lib/customers/types";
import { formatAddress } from "@/lib/orders/links";

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

/** product.md §6: shown to roles other than empresa and cliente, never on /customer/order paths. */
export function CustomerCard({ customer }: { customer: Customer }) {
  const t = useTranslations("orderDetail");
  return (
    <section aria-labelledby="order-customer-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="order-customer-title" className="flex items-center gap-2 font-semibold">
        <User aria-hidden="true" className="size-4 text-primary" />
        {t("customerTitle")}
      </h2>
      <p className="font-medium">{customer.name}</p>
      <ul className="flex flex-col gap-2">
        <Row icon={<Phone />}>{customer.phone}</Row>
        <Row icon={<Mail />}>{customer.email}</Row>
        <Row icon={<MapPin />}>{formatAddress(customer.address)}</Row>
      </ul>
    </section>
  );
}

/** product.md §6: shown to roles other than empresa and cliente. */
export function CompanyCard({ company }: { company: Company }) {
  const t = useTranslations("orderDetail");
  return (
    <section aria-labelledby="order-company-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id="order-company-title" className="flex items-center gap-2 font-semibold">
        <Store aria-hidden="true" className="size-4 text-primary" />
        {t("companyTitle")}
      </h2>
      <div className="flex items-center gap-3">
        <LocalImage
          src={company.logo}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-full border object-cover"
        />
        <p className="font-medium">{company.name}</p>
      </div>
      <ul className="flex flex-col gap-2">
        <Row icon={<Phone />}>{company.phone}</Row>
        <Row icon={<Mail />}>{company.email}</Row>
        <Row icon={<MapPin />}>{formatAddress(company.address)}</Row>
      </ul>
    </section>
  );
}
