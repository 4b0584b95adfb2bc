"use client";

import Image from "next/image";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { Company } from "@/fixtures/schemas";
import { formatMoney } from "@/lib/format";
import { LOCALE } from "@/lib/i18n/constants";
import { skipOptimizer } from "@/lib/store/image";
import { planBadgeVariant, planLabelKey } from "@/lib/store/plan-label";
import { cn } from "@/lib/utils";

import { OpenStatusBadge } from "./open-status";
import { useOpeningStatus } from "./use-open-now";

/**
 * Company card (spec 2): cover, logo, name, rating, delivery time, fee ('Grátis' when 0), plan label and
 * the badge 'Aberto' / 'Fechado'. Every card links to /company/{id}: the storefront allows viewing closed
 * companies (issue 13: a closed store stays browsable), so a closed card only dims its cover a little and
 * says when it opens, 'Fechado · abre hoje às 18:00'.
 *
 * Props: `company`, `renderedAt` (epoch ms from getRenderTime(); re-checked in the browser).
 */
export type CompanyCardProps = {
  company: Company;
  renderedAt: number;
  className?: string;
};

const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function CompanyCard({ company, renderedAt, className }: CompanyCardProps) {
  const t = useTranslations("companyCard");
  const tPlans = useTranslations("plans");
  const { open, opensAt } = useOpeningStatus(company.openingHours, renderedAt);
  const fee = company.deliveryFee === 0 ? t("freeDelivery") : formatMoney(company.deliveryFee);

  return (
    <article
      data-open={open}
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50",
        className,
      )}
    >
      <div className="relative aspect-[16/7] bg-muted">
        <Image
          src={company.coverImage}
          alt=""
          fill
          unoptimized={skipOptimizer(company.coverImage)}
          sizes="(min-width: 1024px) 25vw, 80vw"
          // only the picture dims: the name, facts and badges keep their full contrast
          className={cn("object-cover", !open && "opacity-75 grayscale-[60%]")}
        />
        {/* left-2 lets a long 'Fechado · abre segunda às 08:00' wrap inside the cover, never past it */}
        <div className="absolute top-2 right-2 left-2 flex flex-wrap justify-end gap-1">
          <Badge variant={planBadgeVariant(company.plan)}>{tPlans(planLabelKey(company.plan))}</Badge>
          <OpenStatusBadge open={open} opensAt={opensAt} />
        </div>
      </div>
      <div className="flex flex-1 items-start gap-3 p-3">
        <Image
          src={company.logo}
          unoptimized={skipOptimizer(company.logo)}
          alt=""
          width={48}
          height={48}
          className="-mt-8 size-12 shrink-0 rounded-full border-2 border-background bg-background object-cover shadow-sm"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link href={`/company/${company.id}`} className="outline-none after:absolute after:inset-0">
              {company.name}
            </Link>
          </h3>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <li className="flex items-center gap-1">
              <SpriteIcon name="star" className="size-3.5 fill-amber-400 text-amber-400" />
              <span className="sr-only">{t("ratingLabel")}</span>
              {ratingFormat.format(company.rating)}
            </li>
            <li className="flex items-center gap-1">
              <SpriteIcon name="clock" className="size-3.5" />
              <span className="sr-only">{t("deliveryTimeLabel")}</span>
              {company.deliveryTime}
            </li>
            <li className="flex items-center gap-1">
              <SpriteIcon name="bike" className="size-3.5" />
              <span className="sr-only">{t("deliveryFeeLabel")}</span>
              <span className={cn(company.deliveryFee === 0 && "font-medium text-success")}>{fee}</span>
            </li>
          </ul>
        </div>
      </div>
    </article>
  );
}
