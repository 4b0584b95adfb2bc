import type { IncomingMessage } from "node:http";

import { authErrors } from "./auth-errors";
import { header, HttpError } from "./http";
import { roleForApiKey } from "./keys";

/** The API key check Supabase's gateway makes before Auth or the Data API see a request. */
export function requireApiKey(req: IncomingMessage, url: URL): "anon" | "service_role" {
  const key = header(req, "apikey") ?? url.searchParams.get("apikey") ?? undefined;
  if (!key) {
    throw new HttpError(401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  }
  const role = roleForApiKey(key);
  if (!role) {
    throw new HttpError(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  }
  return role;
}

const IN_BROWSER = "Forbidden use of secret API key in browser";
const IN_BROWSER_HINT = "Secret API keys can only be used on a server, never in a browser.";

/** Supabase's gateway refuses a secret key a browser sent with 401; here in the shape of the service asked. */
export function secretKeyInBrowser(area: "auth" | "rest" | "other"): HttpError {
  if (area === "auth") {
    const error = authErrors.noAuthorization();
    return new HttpError(401, { ...error.body, message: IN_BROWSER });
  }
  if (area === "rest") {
    return new HttpError(401, {
      code: "PGRST301",
      details: null,
      hint: IN_BROWSER_HINT,
      message: IN_BROWSER,
    });
  }
  return new HttpError(401, { message: IN_BROWSER, hint: IN_BROWSER_HINT });
}
