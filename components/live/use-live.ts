"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect, useRef, useState } from "react";

import { connectRealtime } from "@/lib/realtime/browser-client";
import { startLive, type LiveStatus } from "@/lib/realtime/live-connection";
import type { OrderChange } from "@/lib/realtime/topics";

/**
 * Keeps a server-rendered screen current: on each change of its topics (and after a drop, a return to the
 * tab, or every 30 s while the socket is down) it re-renders the route, so the data comes from the data layer
 * again, never from the message. Returns the connection's state for the indicator.
 */
export function useLive(
  topics: readonly string[],
  onChange?: (change: OrderChange | null) => void,
): LiveStatus {
  const router = useRouter();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const changeHandler = useRef(onChange);
  useEffect(() => {
    changeHandler.current = onChange;
  });
  const key = topics.join(" ");
  useEffect(() => {
    if (key === "") return;
    return startLive({
      topics: key.split(" "),
      connect: connectRealtime,
      refresh: () => startTransition(() => router.refresh()),
      onChange: (change) => changeHandler.current?.(change),
      onStatus: setStatus,
    });
  }, [key, router]);
  return status;
}
