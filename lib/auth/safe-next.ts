import { canOpenArea } from "@/lib/auth/areas";
import { areaOfPath, AUTH_SCREENS, isUnder, MAX_NEXT_LENGTH } from "@/lib/auth/guard";
import { homeAreaFor, type AccountType } from "@/lib/auth/types";

// A placeholder origin: only a value that stays on it is a path of this site.
const SITE = "https://vitrine.invalid";
// Whitespace, control characters and backslashes: browsers drop or "repair" them (/\evil.com means //evil.com).
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f-\u009f]/;
// A percent-encoded "?" or "#" in the path: no page of the site has one, and decoding would move the query.
const ENCODED_DELIMITERS = /[?#]/;
// More layers of percent-encoding than any real link of the site has.
const MAX_DECODE_LAYERS = 3;
/** Paths that are not pages a person lands on. */
const NOT_LANDINGS = ["/api", "/_next", "/_vitrine"] as const;
/** product.md §6: the cart and its checkout belong to the cliente. */
const CLIENTE_ONLY = ["/checkout"] as const;

/** `path` with every layer of percent-encoding removed (%252F → %2F → /), or null when broken or too deep. */
function fullyDecoded(path: string): string | null {
  let layer = path;
  for (let round = 0; round <= MAX_DECODE_LAYERS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) return layer;
    layer = decoded;
  }
  return null;
}

/** One leading slash, no empty segment (`//` is another host to a browser), nothing a browser repairs. */
function isPlainPath(pathname: string): boolean {
  return pathname.startsWith("/") && !pathname.includes("//") && !UNSAFE_CHARACTERS.test(pathname);
}

/**
 * `raw` as a URL of this site, or null for anything that could leave it (open redirects). Order matters:
 * decode first, then let the URL parser remove dot segments, then judge the path the browser will follow
 * (`/..//evil.example` is a plain-looking input whose normalised path is `//evil.example`).
 */
function parseSameSite(raw: unknown): URL | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_NEXT_LENGTH) return null;
  if (UNSAFE_CHARACTERS.test(raw)) return null;
  const split = raw.search(/[?#]/);
  const [path, rest] = split === -1 ? [raw, ""] : [raw.slice(0, split), raw.slice(split)];
  const decoded = fullyDecoded(path);
  if (decoded === null || ENCODED_DELIMITERS.test(decoded) || !isPlainPath(decoded)) return null;
  let url: URL;
  try {
    url = new URL(`${decoded}${rest}`, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE && isPlainPath(url.pathname) ? url : null;
}

/** The normalised same-site path and query `raw` names ("/checkout", "/?q=pizza"), or null. */
export function sameSitePath(raw: unknown): string | null {
  const url = parseSameSite(raw);
  return url ? `${url.pathname}${url.search}` : null;
}

/**
 * Where a user of `type` goes after signing in: the normalised `next` they came from (never the raw input)
 * when it is a page of this site they may open, else their home area (product.md §2 and §6). Anything else
 * (another host, a script URL, the sign-in screens themselves, another account type's area) falls back
 * to the home area.
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
