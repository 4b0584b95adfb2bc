"use client";

import {
  Bike,
  ChefHat,
  CircleCheck,
  CircleX,
  PackageCheck,
  ShoppingBag,
  Ticket,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { useFormatDateTime } from "@/components/format/use-format-date-time";
import { useHydrated } from "@/components/areas/settings/use-hydrated";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import type { Notice, NoticeArea, OrderNoticeKind } from "@/lib/notices/derive";
import { cn } from "@/lib/utils";

const ICONS: Record<OrderNoticeKind | "coupon", LucideIcon> = {
  newOrder: ShoppingBag,
  preparing: ChefHat,
  ready: PackageCheck,
  readyForPickup: PackageCheck,
  onWay: Bike,
  delivered: CircleCheck,
  cancelled: CircleX,
  coupon: Ticket,
};

type NoticeItemProps = { notice: Notice; area: NoticeArea; unread: boolean; onRead(): void };

/** One notice: what happened, when, a link to the order or coupon, and 'Marcar como lido' while unread. */
export function NoticeItem({ notice, area, unread, onRead }: NoticeItemProps) {
  const t = useTranslations("notices");
  const hydrated = useHydrated();
  const formatDateTime = useFormatDateTime();
  const Icon = ICONS[notice.type === "order" ? notice.kind : "coupon"];
  const title =
    notice.type === "order"
      ? t(`${area}.${notice.kind}.title`, { code: notice.orderCode })
      : t("coupon.title", { title: notice.title });
  const body =
    notice.type === "order"
      ? t(`${area}.${notice.kind}.body`, { party: notice.party, total: formatMoney(notice.total) })
      : t("coupon.body", { subtitle: notice.subtitle, code: notice.couponCode });
  return (
    <li
      className={cn(
        "flex gap-3 rounded-lg border bg-card p-4 shadow-xs",
        unread && "border-l-4 border-l-accent bg-secondary/40",
      )}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {title}
          {unread ? (
            <span className="rounded bg-accent px-1.5 text-xs text-accent-foreground">{t("new")}</span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">{body}</p>
        {notice.type === "order" && notice.reason ? (
          <p className="text-sm break-words text-muted-foreground">
            {t("reason", { reason: notice.reason })}
          </p>
        ) : null}
        {notice.type === "order" ? (
          <p className="text-xs text-muted-foreground">
            <time dateTime={notice.at}>{formatDateTime(notice.at)}</time>
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={notice.href} onClick={unread ? onRead : undefined}>
              {notice.type === "order" ? t("viewOrder") : t("viewCoupons")}
              <span className="sr-only">{`: ${title}`}</span>
            </Link>
          </Button>
          {unread ? (
            <Button variant="ghost" size="sm" onClick={onRead} disabled={!hydrated}>
              {t("markRead")}
              <span className="sr-only">{`: ${title}`}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
