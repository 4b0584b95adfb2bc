"use client";

import { LiveIndicator } from "@/components/live/live-indicator";
import { useLive } from "@/components/live/use-live";

/** A screen that follows its orders live (the order page, histories, the courier's list) and says so. */
export function LiveRefresh({ topics, className }: { topics: readonly string[]; className?: string }) {
  const status = useLive(topics);
  return <LiveIndicator status={status} className={className} />;
}
