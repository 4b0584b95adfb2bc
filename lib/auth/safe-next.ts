import { canOpenArea } from "@/lib/auth/areas";
import { areaOfPath, AUTH_SCREENS, isUnder, MAX_NEXT_LENGTH } from "@/lib/auth/guard";
import { homeAreaFor, type AccountType } from "@/lib/auth/types";

// A placeholder origin: only a value that stays on it is a path of this site.
const SITE = "https://vitrine.invalid";
// Whitespace, control characters and backslashes: browsers drop or "repair" them (/\evil.com means //evil.com).
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;
// More layers of percent-encoding than any real link of the site has.
const MAX_DECODE_LAYERS = 3;
/** Paths that are not pages a person lands on. */
const NOT_LANDINGS = ["/api", "/_next", "/_vitrine"] as const;
/** spec 6: the cart and its checkout belong to the cliente. */
const CLIENTE_ONLY = ["/checkout"] as const;

/** The path part (before any "?" or "#"): the only part that can name another host. */
function pathPart(value: string): string {
  return value.split(/[?#]/, 1)[0] ?? "";
}

function unsafePath(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || UNSAFE_CHARACTERS.test(path);
}

/** True when the path, and each percent-decoded layer of it (%2F%2F, %5C), stays a plain same-site path. */
function pathStaysHere(path: string): boolean {
  let layer = path;
  for (let round = 0; round <= MAX_DECODE_LAYERS; round += 1) {
    if (unsafePath(layer)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

/** `raw` as a URL of this site, or null for anything that could leave it (open redirects). */
function parseSameSite(raw: unknown): URL | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_NEXT_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(raw) || !pathStaysHere(pathPart(raw))) return null;
  try {
    const url = new URL(raw, SITE);
    return url.origin === SITE ? url : null;
  } catch {
    return null;
  }
}

/** The normalised same-site path and query `raw` names ("/checkout", "/?q=pizza"), or null. */
export function sameSitePath(raw: unknown): string | null {
  const url = parseSameSite(raw);
  return url ? `${url.pathname}${url.search}` : null;
}

/**
 * Where a user of `type` goes after signing in: the `next` they came from when it is a page of this
 * site they may open, else their home area (spec 2 and 6). Anything else (another host, a script URL,
 * the sign-in screens themselves, another account type's area) falls back to the home area.
 */
export function safeNextPath(raw: unknown, type: AccountType): string {
  const home = homeAreaFor(type);
  const url = parseSameSite(raw);
  if (url === null) return home;
  const { pathname } = url;
  const under = (bases: readonly string[]) => bases.some((base) => isUnder(pathname, base));
  if (under(AUTH_SCREENS) || under(NOT_LANDINGS)) return home;
  if (under(CLIENTE_ONLY) && type !== "cliente") return home;
  const area = areaOfPath(pathname);
  if (area !== null && !canOpenArea(area, type)) return home;
  return `${pathname}${url.search}`;
}
