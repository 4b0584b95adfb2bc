/**
 * The live screens' timing (spec §"Session library constants"): the socket's heartbeat, the reconnect
 * backoff after a dropped connection, and the slow poll that keeps a screen honest while the socket is down.
 */

export const HEARTBEAT_MS = 25_000;

/** 1, 2, 5, then 10 s between reconnect attempts. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** While the socket is down, the screen reads its data again this often. */
export const SLOW_POLL_MS = 30_000;

/** A burst of changes (three topics, several orders at once) becomes one read of the screen. */
export const REFRESH_COALESCE_MS = 150;

/** The wait before reconnect attempt `tries` (1 for the first): the backoff's last step repeats. */
export function reconnectDelay(tries: number): number {
  const step = Math.min(Math.max(1, Math.floor(tries)), RECONNECT_DELAYS_MS.length);
  return RECONNECT_DELAYS_MS[step - 1]!;
}
