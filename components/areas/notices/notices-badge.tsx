"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import type { NoticeArea } from "@/lib/notices/derive";
import { unreadCount } from "@/lib/notices/read-state";
import type { Area } from "@/lib/nav";
import { cn } from "@/lib/utils";

import { loadNoticeReadState } from "./actions";
import { seedNotices, useNoticeReadState } from "./notice-store";

/** The unread count beside the menu's 'Avisos' link (product.md D11), on every page of the area. */
export function NoticesBadge({ area, collapsed = false }: { area: Area; collapsed?: boolean }) {
  if (area !== "company" && area !== "customer") return null;
  return <UnreadBadge area={area} collapsed={collapsed} />;
}

function UnreadBadge({ area, collapsed }: { area: NoticeArea; collapsed: boolean }) {
  const t = useTranslations("notices");
  const count = unreadCount(useNoticeReadState(area));

  // Asked when the area's menu mounts (entering the area, signing in); the notices page seeds it again
  // whenever it renders. A failed request leaves the last known count.
  useEffect(() => {
    let current = true;
    loadNoticeReadState(area)
      .then((answer) => {
        if (current && answer) seedNotices(area, answer);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
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
