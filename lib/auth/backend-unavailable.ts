/**
 * Next.js keeps a thrown error's own `digest` and sends only that to the browser (the message is hidden
 * in production), so the error boundary tells "the backend did not answer" from any other failure by it.
 */
export const BACKEND_UNAVAILABLE_DIGEST = "VITRINE_BACKEND_UNAVAILABLE";

/**
 * The session or the profile could not be read because Supabase did not answer (down, or past the
 * deadline of lib/supabase/deadline.ts): not a signed-out visitor, so never a redirect to /login.
 */
export class BackendUnavailableError extends Error {
  override readonly name = "BackendUnavailableError";
  readonly digest = BACKEND_UNAVAILABLE_DIGEST;

  constructor() {
    super("Supabase não respondeu: a sessão não pôde ser conferida");
  }
}

/** True for the error (or its browser-side copy, which keeps only the digest) of an unreachable backend. */
export function isBackendUnavailable(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "digest" in error &&
    error.digest === BACKEND_UNAVAILABLE_DIGEST
  );
}
