"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import type { NoticeArea } from "@/lib/notices/derive";
import { unreadCount } from "@/lib/notices/read-state";
import type { Area } from "@/lib/nav";
import { cn } from "@/lib/utils";

import { loadUnreadNoticeIds } from "./actions";
import { seedNotices, useNoticeReadState } from "./notice-store";

// Asked once per page load and area; the notices page re-seeds whenever it renders.
const requested = new Set<NoticeArea>();

/** The unread count beside the menu's 'Avisos' link (product.md D11), on every page of the area. */
export function NoticesBadge({ area, collapsed = false }: { area: Area; collapsed?: boolean }) {
  if (area !== "company" && area !== "customer") return null;
  return <UnreadBadge area={area} collapsed={collapsed} />;
}

function UnreadBadge({ area, collapsed }: { area: NoticeArea; collapsed: boolean }) {
  const t = useTranslations("notices");
  const count = unreadCount(useNoticeReadState(area));

  useEffect(() => {
    if (requested.has(area)) return;
    requested.add(area);
    loadUnreadNoticeIds(area)
      .then((ids) => seedNotices(area, ids))
      // A failed request leaves the last known count; the next page load asks again.
      .catch(() => requested.delete(area));
  }, [area]);

  if (count === 0) return null;
  return (
    <span
      data-testid="notices-badge"
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground tabular-nums",
        collapsed ? "-ml-2" : "ml-auto",
      )}
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{` ${t("unreadBadge", { count })}`}</span>
    </span>
  );
}
