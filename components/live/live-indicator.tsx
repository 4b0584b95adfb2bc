"use client";

import { useTranslations } from "next-intl";

import type { LiveStatus } from "@/lib/realtime/live-connection";
import { cn } from "@/lib/utils";

const DOT: Record<LiveStatus, string> = {
  connecting: "bg-muted-foreground",
  live: "bg-emerald-600 motion-safe:animate-pulse",
  reconnecting: "bg-amber-500",
};

const TEXT: Record<LiveStatus, string> = {
  connecting: "text-muted-foreground",
  live: "text-emerald-800 dark:text-emerald-300",
  reconnecting: "text-amber-800 dark:text-amber-300",
};

/** 'Ao vivo' / 'Reconectando…': which state a live screen is in, announced politely when it changes. */
export function LiveIndicator({ status, className }: { status: LiveStatus; className?: string }) {
  const t = useTranslations("live");
  return (
    <span
      role="status"
      data-live-status={status}
      title={
        status === "live" ? t("liveHint") : status === "reconnecting" ? t("reconnectingHint") : undefined
      }
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border bg-background px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        TEXT[status],
        className,
      )}
    >
      <span aria-hidden="true" className={cn("size-2 rounded-full", DOT[status])} />
      {t(status)}
    </span>
  );
}
