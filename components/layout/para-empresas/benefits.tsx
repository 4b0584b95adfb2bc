import { useTranslations } from "next-intl";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { SpriteIconName } from "@/lib/icons/sprite";

const BENEFITS: readonly { key: "showcase" | "orders" | "deliveries" | "reports"; icon: SpriteIconName }[] = [
  { key: "showcase", icon: "store" },
  { key: "orders", icon: "clipboard-list" },
  { key: "deliveries", icon: "truck" },
  { key: "reports", icon: "bar-chart" },
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
        {BENEFITS.map(({ key, icon }) => (
          <li key={key} className="flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <SpriteIcon name={icon} className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{t(`${key}Title`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
