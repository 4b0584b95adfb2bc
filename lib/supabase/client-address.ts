/**
 * Who is signing in, for Supabase Auth's per-address rate limits. Sign-in runs in a server action, so
 * every attempt reaches Supabase from the server: the app forwards the shopper's own address in the
 * header Auth keys its limits by (GOTRUE_RATE_LIMIT_HEADER=X-Forwarded-For on a self-hosted Auth and
 * the embedded backend; Sb-Forwarded-For where Auth reads that one).
 *
 * Trust: only what the platform writes. Vercel overwrites X-Forwarded-For with the visitor's address
 * (one value), and a reverse proxy that appends puts the address it saw last, so the LAST entry is the
 * one no browser chose. Behind a proxy that writes another header (cf-connecting-ip, x-real-ip), name it
 * in VITRINE_CLIENT_IP_HEADER. A bare `next start` facing the internet keeps whatever the browser sent:
 * put it behind a proxy that sets the header.
 */
export const FORWARDED_FOR = "X-Forwarded-For";
export const SB_FORWARDED_FOR = "Sb-Forwarded-For";

type HeaderSource = { get(name: string): string | null };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}(%[0-9a-z.]+)?$|^[0-9a-f:]+:(\d{1,3}\.){3}\d{1,3}$/i;

/** An IPv4 or IPv6 address (ports and IPv6 brackets dropped), or null for anything else. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  if (IPV4.test(value)) return value;
  return value.length <= 64 && IPV6.test(value) ? value.toLowerCase() : null;
}

/** The shopper's address as the platform reports it, or null when it reports none usable. */
export function clientAddress(
  headers: HeaderSource,
  env: Record<string, string | undefined> = process.env,
): string | null {
  const named = env.VITRINE_CLIENT_IP_HEADER?.trim();
  const raw = named ? headers.get(named) : headers.get("x-forwarded-for")?.split(",").at(-1);
  return raw ? normalizeAddress(raw) : null;
}

/** The headers every Supabase call made on behalf of this request carries. */
export function forwardingHeaders(
  headers: HeaderSource,
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const address = clientAddress(headers, env);
  return address ? { [FORWARDED_FOR]: address, [SB_FORWARDED_FOR]: address } : {};
}
