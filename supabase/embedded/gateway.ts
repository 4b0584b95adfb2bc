import type { IncomingMessage } from "node:http";

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
