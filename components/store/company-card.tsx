"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { LocalImage } from "@/components/ui/local-image";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { formatMoney, formatRating } from "@/lib/pt-br-number";
import { storePath } from "@/lib/seo/urls";
import type { CompanyCardData } from "@/lib/store/cards";
import { planBadgeVariant, planLabelKey } from "@/lib/store/plan-label";
import { cx } from "@/lib/cx";

import { OpenStatusBadge } from "./open-status";
import { useCardCompany } from "./store-cards";
import { useOpeningStatus } from "./use-open-now";

/**
 * Company card (product.md §2): cover, logo, name, rating, delivery time, fee ('Grátis' when 0), plan label and the
 * badge 'Aberto' / 'Fechado'. Every card links to /company/{id}: a closed store stays browsable (product.md D13), so
 * a closed card only dims its cover a little and says when it opens, 'Fechado · abre hoje às 18:00'.
 * It receives only the facts it shows (lib/store/cards.ts); the hours come from the page's <StoreCards>.
 */
export function CompanyCard({ company }: { company: CompanyCardData }) {
  const t = useTranslations("companyCard");
  const tPlans = useTranslations("plans");
  const { company: listed, renderedAt } = useCardCompany(company.id);
  const { open, opensAt } = useOpeningStatus(listed?.openingHours ?? {}, renderedAt);
  const fee = company.deliveryFee === 0 ? t("freeDelivery") : formatMoney(company.deliveryFee);

  return (
    <article data-open={open} className="tile">
      <div className="tile-cover">
        <LocalImage src={company.coverImage} alt="" fill className="tile-img" />
        <div className="tile-badges">
          <Badge variant={planBadgeVariant(company.plan)}>{tPlans(planLabelKey(company.plan))}</Badge>
          <OpenStatusBadge open={open} opensAt={opensAt} />
        </div>
      </div>
      <div className="flex flex-1 items-start gap-3 p-3">
        <LocalImage src={company.logo} alt="" width={48} height={48} className="tile-logo" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link href={storePath(company.id)} className="tile-link">
              {company.name}
            </Link>
          </h3>
          <ul className="tile-facts">
            <li>
              <SpriteIcon name="star" className="size-3.5 fill-amber-400 text-amber-400" />
              <span className="sr-only">{t("ratingLabel")}</span>
              {formatRating(company.rating)}
            </li>
            <li>
              <SpriteIcon name="clock" className="size-3.5" />
              <span className="sr-only">{t("deliveryTimeLabel")}</span>
              {company.deliveryTime}
            </li>
            <li>
              <SpriteIcon name="bike" className="size-3.5" />
              <span className="sr-only">{t("deliveryFeeLabel")}</span>
              <span className={cx(company.deliveryFee === 0 && "font-medium text-success")}>{fee}</span>
            </li>
          </ul>
        </div>
      </div>
    </article>
  );
}
