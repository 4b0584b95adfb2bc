import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the app knows about the HTTP request it is answering beyond what Next.js hands to its code:
 * filled by the request hooks (lib/server/request-hooks.ts) before Next.js sees the request.
 */
export type RequestContext = {
  /** The TCP peer of this request as the socket reports it: no header a browser sends can change it. */
  readonly socketAddress: string | null;
  /** Seconds Supabase Auth asked to wait in the 429 it answered during this request (its Retry-After). */
  authRetryAfterSeconds?: number;
  /** Set by a sign-in or sign-up that Auth refused for its rate limit: the reply becomes a 429. */
  rateLimited?: boolean;
};

const STORAGE = Symbol.for("vitrine.requestContext");
type Holder = { [STORAGE]?: AsyncLocalStorage<RequestContext> };

/** One storage per process: instrumentation.ts and each of the app's bundles load their own copy of this module. */
export function requestContextStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  return (holder[STORAGE] ??= new AsyncLocalStorage<RequestContext>());
}

/** The context of the request being answered, or undefined outside one (tests, build, Vercel's own server). */
export function currentRequest(): RequestContext | undefined {
  return requestContextStorage().getStore();
}
