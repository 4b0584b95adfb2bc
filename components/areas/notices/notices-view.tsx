"use client";

import { BellOff, CheckCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { SectionHeading } from "@/components/areas/section-heading";
import { useHydrated } from "@/components/areas/settings/use-hydrated";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { Notice, NoticeArea } from "@/lib/notices/derive";
import { isUnread, unreadFirst, type NoticeAnswer } from "@/lib/notices/read-state";

import { NoticeItem } from "./notice-item";
import { markNoticesRead, seedNotices, useNoticeReadState } from "./notice-store";

// The way forward from an empty list: a company checks its orders, a customer goes shopping.
const EMPTY_LINKS: Record<NoticeArea, string> = { company: "/company/pedidos", customer: "/" };

/** /company/avisos and /customer/avisos (product.md D11): unread first, mark one or all as read. */
export function NoticesView({
  area,
  notices,
  readState,
}: {
  area: NoticeArea;
  notices: Notice[];
  /** the notices that start unread and which of them the person has read (public.avisos_lidos) */
  readState: NoticeAnswer;
}) {
  const t = useTranslations("notices");
  const state = useNoticeReadState(area, readState);
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    seedNotices(area, readState);
  }, [area, readState]);

  const sorted = unreadFirst(notices, state);
  const unread = sorted.filter((notice) => isUnread(notice, state));
  const read = sorted.slice(unread.length);

  async function save(ids: string[]): Promise<boolean> {
    const saved = await markNoticesRead(area, ids);
    // the marks are back to unread: say so, nothing else changed
    if (!saved) toast.error(t("saveFailed"));
    return saved;
  }

  function markOne(id: string) {
    void save([id]);
    // The item leaves the unread group with its button: keep keyboard focus on the list.
    headingRef.current?.focus();
  }

  async function markAll() {
    if (await save(unread.map((notice) => notice.id))) toast.success(t("allMarked"));
  }

  const render = (notice: Notice) => (
    <NoticeItem
      key={notice.id}
      notice={notice}
      area={area}
      unread={isUnread(notice, state)}
      onRead={() => markOne(notice.id)}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t(`${area}.subtitle`)} />
      {notices.length === 0 ? (
        <Card className="items-center py-10 text-center">
          <CardContent className="flex flex-col items-center gap-3">
            <BellOff aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
            <p className="max-w-md text-muted-foreground">{t(`${area}.emptyText`)}</p>
            <Button asChild>
              <Link href={EMPTY_LINKS[area]}>{t(`${area}.emptyAction`)}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <section aria-labelledby="notices-unread-heading">
            <SectionHeading
              id="notices-unread-heading"
              action={
                <Button
                  variant="outline"
                  size="sm"
                  onClick={markAll}
                  disabled={!hydrated || unread.length === 0}
                >
                  <CheckCheck aria-hidden="true" />
                  {t("markAll")}
                </Button>
              }
            >
              <span ref={headingRef} tabIndex={-1} className="outline-none">
                {t("unreadTitle", { count: unread.length })}
              </span>
            </SectionHeading>
            {unread.length === 0 ? (
              <p className="text-muted-foreground">{t("allRead")}</p>
            ) : (
              <ul className="flex flex-col gap-3">{unread.map(render)}</ul>
            )}
          </section>
          {read.length > 0 ? (
            <section aria-labelledby="notices-read-heading">
              <SectionHeading id="notices-read-heading">{t("readTitle")}</SectionHeading>
              <ul className="flex flex-col gap-3">{read.map(render)}</ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
