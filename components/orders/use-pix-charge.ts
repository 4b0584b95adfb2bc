import { useCallback, useEffect, useState } from "react";

import type { Order } from "@/lib/orders/types";
import { fetchPixCharge } from "@/lib/pix/client";
import { paymentStage } from "@/lib/pix/rules";
import type { PixState } from "@/lib/pix/types";

type Result = { key: string; state: PixState };

/**
 * The Pix charge of an order placed in this browser, fetched from /api/pix (the server never saw the
 * order). Undefined unless the order awaits a Pix payment; `retry` asks again after an error or timeout.
 */
export function usePixCharge(order: Order | undefined): { pix: PixState | undefined; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const pending = order !== undefined && paymentStage(order) === "pixPending";
  const key = pending ? `${order.id}:${attempt}` : null;

  useEffect(() => {
    if (!order || key === null) return;
    const controller = new AbortController();
    fetchPixCharge(order, controller.signal).then(
      (charge) => setResult({ key, state: { status: "ready", charge } }),
      () => {
        if (!controller.signal.aborted) setResult({ key, state: { status: "error" } });
      },
    );
    return () => controller.abort();
  }, [order, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Loading is derived: whatever answer is stored belongs to an older key until the new one arrives.
  const pix: PixState | undefined =
    key === null ? undefined : result?.key === key ? result.state : { status: "loading" };
  return { pix, retry };
}
