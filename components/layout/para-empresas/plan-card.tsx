import Link from "next/link";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { Plan } from "@/lib/admin/types";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";

/** One company plan: price per month, what it includes and a sign-up link. */
export function PlanCard({ plan }: { plan: Plan }) {
  const t = useTranslations("paraEmpresas.plans");
  const titleId = `plano-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      style={{ borderTopColor: plan.color }}
      className={cn(
        "flex flex-col gap-6 rounded-lg border border-t-4 bg-card p-6 shadow-sm",
        plan.featured && "ring-2 ring-primary",
      )}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-xl font-bold">
            {plan.name}
          </h3>
          {plan.featured ? (
            <Badge>
              <SpriteIcon name="sparkles" />
              {t("featured")}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold">{formatMoney(plan.price)}</span>
        <span className="text-muted-foreground">{t("perMonth")}</span>
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <SpriteIcon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href="/para-empresas/cadastro"
        className={buttonVariants({ variant: plan.featured ? "default" : "outline", className: "w-full" })}
      >
        {t("choose", { name: plan.name })}
      </Link>
    </article>
  );
}
