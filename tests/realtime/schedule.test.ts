import { describe, expect, it } from "vitest";

import { HEARTBEAT_MS, reconnectDelay, SLOW_POLL_MS } from "@/lib/realtime/schedule";

describe("the live screens' timing (spec: heartbeat 25 s, reconnect backoff 1, 2, 5, then 10 s)", () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 5_000],
    [4, 10_000],
    [5, 10_000],
    [40, 10_000],
    // a caller that counts from 0 still waits the first step, never nothing
    [0, 1_000],
  ])("reconnect attempt %i waits %i ms", (tries, delay) => {
    expect(reconnectDelay(tries)).toBe(delay);
  });

  it("beats every 25 s and polls every 30 s while the socket is down", () => {
    expect(HEARTBEAT_MS).toBe(25_000);
    expect(SLOW_POLL_MS).toBe(30_000);
  });
});
