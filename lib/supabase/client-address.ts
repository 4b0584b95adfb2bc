import { currentRequest } from "@/lib/server/request-context";

/**
 * Who is signing in, for Supabase Auth's per-address rate limits. Sign-in runs in a server action, so
 * every attempt reaches Supabase from the server: the app forwards the shopper's own address in the
 * header Auth keys its limits by (GOTRUE_RATE_LIMIT_HEADER=X-Forwarded-For on a self-hosted Auth and
 * the embedded backend; Sb-Forwarded-For where Auth reads that one).
 *
 * Trust: only what the deployment vouches for, never what a browser wrote (README, "Limites de tentativas").
 */
export const FORWARDED_FOR = "X-Forwarded-For";
export const SB_FORWARDED_FOR = "Sb-Forwarded-For";
/** The proof the embedded backend asks before it believes FORWARDED_FOR (supabase/embedded/rate-limit.ts). */
export const FORWARDING_SECRET = "X-Vitrine-Forwarding-Secret";

type HeaderSource = { get(name: string): string | null };
type Env = Record<string, string | undefined>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}(%[0-9a-z.]+)?$|^[0-9a-f:]+:(\d{1,3}\.){3}\d{1,3}$/i;
const MAX_TRUSTED_HOPS = 10;

/** An IPv4 or IPv6 address (ports, IPv6 brackets and the IPv4-mapped prefix dropped), or null for anything else. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  // a dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d: the same shopper as a.b.c.d
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  if (IPV4.test(value)) return value;
  return value.length <= 64 && IPV6.test(value) ? value.toLowerCase() : null;
}

/** VITRINE_TRUSTED_PROXY_HOPS: how many proxies in front append to the header (default 1), or null when invalid. */
export function trustedHops(raw: string | undefined): number | null {
  const value = raw?.trim() || "1";
  if (!/^\d+$/.test(value)) return null;
  const hops = Number(value);
  return hops >= 1 && hops <= MAX_TRUSTED_HOPS ? hops : null;
}

/** The Nth entry from the right of a list header: the one the Nth trusted proxy wrote, whatever came before. */
function fromTrustedHop(value: string | null, hops: number | null): string | null {
  if (!value || hops === null) return null;
  const entries = value.split(",");
  // fewer entries than trusted proxies: the request did not come through them all
  return entries.length >= hops ? normalizeAddress(entries[entries.length - hops]!) : null;
}

/**
 * The shopper's address as the deployment vouches for it, or null when it vouches for none:
 * - on Vercel (VERCEL=1), its own header: "we currently overwrite the X-Forwarded-For header and do not
 *   forward external IPs" and x-vercel-forwarded-for is the same value even behind another proxy
 *   (https://vercel.com/docs/headers/request-headers);
 * - behind another proxy, the header named in VITRINE_CLIENT_IP_HEADER, read VITRINE_TRUSTED_PROXY_HOPS
 *   entries from the right;
 * - otherwise (`next start`, `next dev`) the TCP peer of the request, which no header changes.
 */
export function clientAddress(headers: HeaderSource, socketAddress: string | null, env: Env): string | null {
  if (env.VERCEL === "1") {
    return fromTrustedHop(headers.get("x-vercel-forwarded-for") ?? headers.get("x-forwarded-for"), 1);
  }
  const named = env.VITRINE_CLIENT_IP_HEADER?.trim();
  if (named) return fromTrustedHop(headers.get(named), trustedHops(env.VITRINE_TRUSTED_PROXY_HOPS));
  return socketAddress ? normalizeAddress(socketAddress) : null;
}

/**
 * The headers every Supabase call made on behalf of this request carries: the address, and the shared
 * secret that proves to the embedded backend the app wrote it. No address, no headers: Auth then counts
 * this server's own address, which no browser can vary either.
 */
export function forwardingHeaders(
  headers: HeaderSource,
  env: Env = process.env,
  socketAddress: string | null = currentRequest()?.socketAddress ?? null,
): Record<string, string> {
  const address = clientAddress(headers, socketAddress, env);
  if (!address) return {};
  const secret = env.VITRINE_FORWARDING_SECRET?.trim();
  return {
    [FORWARDED_FOR]: address,
    [SB_FORWARDED_FOR]: address,
    ...(secret ? { [FORWARDING_SECRET]: secret } : {}),
  };
}
