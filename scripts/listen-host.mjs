// Where the local servers listen: Next (through scripts/loopback-listen.mjs) and the embedded backend.
import { isIP } from "node:net";

export const LOOPBACK = "127.0.0.1";

/**
 * HOSTNAME when it names an address (`0.0.0.0`, `::`, `192.168.0.10`, `localhost`), else 127.0.0.1.
 * Docker and many shells export HOSTNAME as the machine's name; a name is not taken as a request to open
 * the site to the network, so `ignored` reports it and the servers stay on loopback.
 */
export function listenHost(hostname) {
  const raw = (hostname ?? "").trim().replace(/^\[(.*)\]$/, "$1");
  if (raw === "") return { host: LOOPBACK };
  // "localhost" may resolve to ::1 alone; the backend's URL and Next's self-address say 127.0.0.1.
  if (raw.toLowerCase() === "localhost") return { host: LOOPBACK };
  if (isIP(raw) !== 0) return { host: raw };
  return { host: LOOPBACK, ignored: raw };
}

/** Loopback addresses: a server listening only there is reachable from this machine alone. */
export function isLoopback(host) {
  return host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The arguments of a `net.Server#listen` call with `host` filled in when the caller named a TCP port but
 * no address (Node would otherwise listen on every interface); calls that name one, or a socket path or
 * handle, are left alone.
 */
export function withDefaultHost(args, host) {
  const [first, second, ...rest] = args;
  const isPort =
    first === undefined ||
    typeof first === "function" ||
    typeof first === "number" ||
    (typeof first === "string" && /^\d+$/.test(first));
  if (isPort) {
    if (typeof first === "function" || first === undefined) return [0, host, ...args.filter(Boolean)];
    if (typeof second === "string" && second !== "") return args;
    if (second === undefined || second === null || second === "") return [first, host, ...rest];
    return [first, host, second, ...rest];
  }
  if (first && typeof first === "object" && !Array.isArray(first)) {
    const named = "path" in first || "fd" in first || "handle" in first || "_handle" in first;
    if (named || (typeof first.host === "string" && first.host !== "")) return args;
    return [{ ...first, host }, second, ...rest].slice(0, args.length);
  }
  return args;
}
