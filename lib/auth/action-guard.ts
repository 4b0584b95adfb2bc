/** Next.js's own limit for a server-action body (`serverActions.bodySizeLimit`, 1 MB by default). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

export type ActionRequest = {
  method: string;
  /** the `next-action` header: present only on a server-action POST */
  action: string | null;
  origin: string | null;
  /** the host the browser addressed (x-forwarded-host behind a proxy, else host) */
  host: string | null;
  contentLength: string | null;
};

export type ActionVerdict =
  { status: 403; code: "forbidden_origin" } | { status: 413; code: "payload_too_large" };

/**
 * Server actions that Next.js would answer with a 500: a foreign Origin (CSRF) and a body over the limit.
 * Refused here, before any rendering, with the 4xx they deserve. Anything else goes on to Next.js.
 */
export function decideActionRequest(request: ActionRequest): ActionVerdict | null {
  if (request.method !== "POST" || request.action === null) return null;
  if (request.origin !== null && request.origin !== "null") {
    let originHost: string | null = null;
    try {
      originHost = new URL(request.origin).host;
    } catch {
      originHost = null;
    }
    if (originHost === null || originHost !== request.host) return { status: 403, code: "forbidden_origin" };
  }
  const length = Number(request.contentLength ?? 0);
  if (Number.isFinite(length) && length > ACTION_BODY_LIMIT_BYTES)
    return { status: 413, code: "payload_too_large" };
  return null;
}
