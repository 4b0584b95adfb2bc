/** Next.js's limit for a server-action body: next.config.mjs's `serverActions.bodySizeLimit` ("6mb", room for a 5 MB photo). */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** Paths that are not pages: route handlers and Next's own files never run a server action. */
const NOT_PAGES = ["/api", "/_next"] as const;
// The body types of a no-JS form post (Next decodes multipart as an action; urlencoded it renders the page).
const FORM_BODY = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

export type ActionRequest = {
  method: string;
  /** the path the request was sent to */
  pathname: string;
  /** the `next-action` header: present only on a server-action POST made by the page's script */
  action: string | null;
  contentType: string | null;
  origin: string | null;
  /** the host the browser addressed (x-forwarded-host behind a proxy, else host) */
  host: string | null;
  contentLength: string | null;
};

export type ActionVerdict =
  { status: 403; code: "forbidden_origin" } | { status: 413; code: "payload_too_large" };

function isPage(pathname: string): boolean {
  return !NOT_PAGES.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** A POST Next.js may run as a server action: its script's (Next-Action header) or a no-JS form's. */
export function isActionPost(request: ActionRequest): boolean {
  if (request.method !== "POST") return false;
  return request.action !== null || (isPage(request.pathname) && FORM_BODY.test(request.contentType ?? ""));
}

/** An Origin that is not this site: another host, or "null" (a sandboxed frame, a data: URL, a file). */
function isCrossOrigin(origin: string | null, host: string | null): boolean {
  if (origin === null) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    // "null" and anything else that is not a URL
    return true;
  }
}

/**
 * Requests Next.js would answer with a 500, refused here with the 4xx they deserve, before any rendering:
 * a POST to a page (or any server action) from another origin is CSRF, whether or not it carries
 * Next-Action (a no-JS form post has none), and an action body declared over the limit. A request without
 * Origin goes on, as Next lets it (old browsers, scripts without a victim's cookies).
 */
export function decideActionRequest(request: ActionRequest): ActionVerdict | null {
  if (request.method !== "POST") return null;
  const guarded = request.action !== null || isPage(request.pathname);
  if (guarded && isCrossOrigin(request.origin, request.host))
    return { status: 403, code: "forbidden_origin" };
  const length = Number(request.contentLength ?? 0);
  if (isActionPost(request) && Number.isFinite(length) && length > ACTION_BODY_LIMIT_BYTES)
    return { status: 413, code: "payload_too_large" };
  return null;
}
