"use client";

import { Bike, Clock, Star } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { Company } from "@/fixtures/schemas";
import { formatMoney } from "@/lib/format";
import { LOCALE } from "@/lib/i18n/constants";
import { skipOptimizer } from "@/lib/store/image";
import { planBadgeVariant, planLabelKey } from "@/lib/store/plan-label";
import { cn } from "@/lib/utils";

import { OpenStatusBadge } from "./open-status";
import { useOpenNow } from "./use-open-now";

/**
 * Company card (spec 2): cover, logo, name, rating, delivery time, fee ('Grátis' when 0), plan label and
 * the badge 'Aberto' / 'Fechado'. An open card links to /company/{id}. A closed card is dimmed and not
 * clickable (no link, aria-disabled) unless `allowClosed` is true.
 *
 * Props: `company`, `renderedAt` (epoch ms from getRenderTime(); re-checked in the browser), `allowClosed?`.
 */
export type CompanyCardProps = {
  company: Company;
  renderedAt: number;
  allowClosed?: boolean;
  className?: string;
};

const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function CompanyCard({ company, renderedAt, allowClosed = false, className }: CompanyCardProps) {
  const t = useTranslations("companyCard");
  const tPlans = useTranslations("plans");
  const open = useOpenNow(company.openingHours, renderedAt);
  const clickable = open || allowClosed;
  const fee = company.deliveryFee === 0 ? t("freeDelivery") : formatMoney(company.deliveryFee);

  return (
    <article
      aria-disabled={clickable ? undefined : true}
      data-open={open}
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm",
        clickable
          ? "transition-shadow hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50"
          : "opacity-60 grayscale-[40%]",
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
          className="object-cover"
        />
        <div className="absolute top-2 right-2 flex gap-1">
          <Badge variant={planBadgeVariant(company.plan)}>{tPlans(planLabelKey(company.plan))}</Badge>
          <OpenStatusBadge open={open} />
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
            {clickable ? (
              <Link href={`/company/${company.id}`} className="outline-none after:absolute after:inset-0">
                {company.name}
              </Link>
            ) : (
              company.name
            )}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <li className="flex items-center gap-1">
              <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
              <span className="sr-only">{t("ratingLabel")}</span>
              {ratingFormat.format(company.rating)}
            </li>
            <li className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t("deliveryTimeLabel")}</span>
              {company.deliveryTime}
            </li>
            <li className="flex items-center gap-1">
              <Bike aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t("deliveryFeeLabel")}</span>
              <span className={cn(company.deliveryFee === 0 && "font-medium text-success")}>{fee}</span>
            </li>
          </ul>
        </div>
      </div>
    </article>
  );
}
