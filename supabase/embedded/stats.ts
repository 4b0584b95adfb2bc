export type StatsSnapshot = {
  since: string;
  total: number;
  byPrefix: Record<"auth" | "rest" | "other", number>;
  byPath: Record<string, number>;
  /** Open Realtime sockets and joined channels now, and sockets reached by broadcasts since `since`. */
  realtime: { sockets: number; channels: number; delivered: number };
};

/** Cap on distinct paths kept, so random URLs cannot grow the map without bound. */
const MAX_PATHS = 500;

/** Request counts the benchmark reads (GET /__vitrine/stats) to see how often the app calls Auth. */
export class Stats {
  private since = new Date();
  private total = 0;
  private byPrefix = { auth: 0, rest: 0, other: 0 };
  private byPath = new Map<string, number>();
  private delivered = 0;
  private realtimeCounts: () => { sockets: number; channels: number } = () => ({ sockets: 0, channels: 0 });

  /** Where the snapshot reads the live Realtime figures from (realtime-server.ts). */
  watchRealtime(counts: () => { sockets: number; channels: number }): void {
    this.realtimeCounts = counts;
  }

  recordDelivery(sockets: number): void {
    this.delivered += sockets;
  }

  record(method: string, pathname: string): void {
    if (pathname.startsWith("/__vitrine/")) return;
    this.total += 1;
    const prefix = pathname.startsWith("/auth/v1/")
      ? "auth"
      : pathname.startsWith("/rest/v1/")
        ? "rest"
        : "other";
    this.byPrefix[prefix] += 1;
    const key = prefix === "other" ? `${method} (other)` : `${method} ${pathname}`;
    if (this.byPath.has(key) || this.byPath.size < MAX_PATHS)
      this.byPath.set(key, (this.byPath.get(key) ?? 0) + 1);
  }

  snapshot(): StatsSnapshot {
    return {
      since: this.since.toISOString(),
      total: this.total,
      byPrefix: { ...this.byPrefix },
      byPath: Object.fromEntries(this.byPath),
      realtime: { ...this.realtimeCounts(), delivered: this.delivered },
    };
  }

  reset(): void {
    this.since = new Date();
    this.total = 0;
    this.byPrefix = { auth: 0, rest: 0, other: 0 };
    this.byPath.clear();
    this.delivered = 0;
  }
}
