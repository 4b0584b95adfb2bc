// Types for listen-host.mjs (plain JavaScript: scripts run before any TypeScript loader).
export const LOOPBACK: "127.0.0.1";
export function listenHost(hostname: string | undefined): { host: string; ignored?: string };
export function isLoopback(host: string): boolean;
export function withDefaultHost(args: unknown[], host: string): unknown[];
