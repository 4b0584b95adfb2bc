// When scripts/with-backend.mjs starts the embedded backend again after it stopped on its own.

/** Waits before each restart in a row of quick failures: 1, 2, 5, then 10 s. */
export const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
/** A backend that stayed up this long had recovered: its next failure starts the delays again. */
export const STABLE_AFTER_MS = 60_000;

/**
 * The next restart after a backend that was up `upForMs` stopped, given the failures in a row before it
 * (0 at first): `failures` to carry on, `delayMs` to wait.
 */
export function nextRestart(previousFailures, upForMs) {
  const failures = upForMs >= STABLE_AFTER_MS ? 1 : previousFailures + 1;
  const delayMs = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length) - 1];
  return { failures, delayMs };
}

/** "código 1" or "sinal SIGKILL", for the one line that reports the exit. */
export function describeExit(code, signal) {
  if (signal) return `sinal ${signal}`;
  return `código ${code ?? "desconhecido"}`;
}
