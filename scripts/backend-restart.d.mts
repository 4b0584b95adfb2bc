// Types for backend-restart.mjs (plain JavaScript, run by scripts/with-backend.mjs).
export const RESTART_DELAYS_MS: readonly number[];
export const STABLE_AFTER_MS: number;
export function nextRestart(previousFailures: number, upForMs: number): { failures: number; delayMs: number };
export function describeExit(code: number | null, signal: string | null): string;
