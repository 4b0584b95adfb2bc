import { HttpError } from "./http";

/**
 * Storage's error answers (supabase/storage src/internal/errors): the body carries the error's own status
 * as a string in `statusCode`, while the HTTP status is 400 for every client error and 500 for the
 * server's (its error handler's `userStatusCode`). storage-js reads `message` and `statusCode`.
 */
function storageError(status: number, code: string, message: string, error: string = code): HttpError {
  return new HttpError(status >= 500 ? status : 400, { statusCode: String(status), code, error, message });
}

export const storageErrors = {
  noSuchBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => storageError(404, "NoSuchKey", "Object not found", "not_found"),
  invalidKey: (name: string) => storageError(400, "InvalidKey", `Invalid key: ${name}`),
  invalidJwt: (message: string) => storageError(400, "InvalidJWT", message),
  invalidRequest: (message: string) => storageError(400, "InvalidRequest", message),
  accessDenied: (message: string) => storageError(403, "AccessDenied", message, "Unauthorized"),
  duplicate: () => storageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  entityTooLarge: () =>
    storageError(413, "EntityTooLarge", "The object exceeded the maximum allowed size", "Payload too large"),
  invalidMimeType: (type: string) =>
    storageError(415, "InvalidMimeType", `mime type ${type} is not supported`, "invalid_mime_type"),
  notFound: (method: string, path: string) =>
    new HttpError(404, { statusCode: 404, error: "Not Found", message: `Route ${method}:${path} not found` }),
  internal: () => storageError(500, "InternalError", "Internal server error", "Internal"),
};

type PgError = { code?: unknown };

/** A database error as Storage reports it: RLS and grants are access denied, the rest is the server's. */
export function storageDatabaseError(error: unknown): HttpError | null {
  const code = (error as PgError | null)?.code;
  if (typeof code !== "string") return null;
  if (code === "42501") return storageErrors.accessDenied("new row violates row-level security policy");
  if (code === "23505") return storageErrors.duplicate();
  return null;
}
