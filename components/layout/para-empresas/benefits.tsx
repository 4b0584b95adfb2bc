import { BarChart3, ClipboardList, Store, Truck, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";

const BENEFITS: readonly { key: "showcase" | "orders" | "deliveries" | "reports"; icon: LucideIcon }[] = [
  { key: "showcase", icon: Store },
  { key: "orders", icon: ClipboardList },
  { key: "deliveries", icon: Truck },
  { key: "reports", icon: BarChart3 },
];

/** The four things a shop gets: digital storefront, orders, deliveries, reports. */
export function ParaEmpresasBenefits() {
  const t = useTranslations("paraEmpresas.benefits");
  return (
    <section aria-labelledby="beneficios" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="beneficios" className="text-center text-2xl font-bold text-balance md:text-3xl">
        {t("title")}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{t(`${key}Title`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
