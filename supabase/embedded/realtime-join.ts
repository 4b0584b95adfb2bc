import { isKeyToken } from "./realtime-token";

/** What a `phx_join` asks for, read as hosted's RealtimeWeb.Channels.Payloads.Join does. */
export type JoinRequest = {
  private: boolean;
  presence: boolean;
  /** The user token to act as; null when the socket's API key decides (none sent, or an `sb_` key). */
  token: string | null;
};

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Hosted's FlexibleBoolean: a boolean, or "true"/"false" in any case; anything else is the default (false). */
export function flexibleBoolean(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  return typeof value === "string" && value.toLowerCase() === "true";
}

/** A malformed payload is not refused: hosted logs it and joins with the defaults (a public channel). */
export function parseJoin(payload: unknown): JoinRequest {
  const params = objectOf(payload);
  const config = objectOf(params.config);
  const first = params.access_token || params.user_token;
  let token: string | null = null;
  if (!isKeyToken(first)) {
    if (typeof params.user_token === "string") token = params.user_token;
    else if (typeof params.access_token === "string") token = params.access_token;
  }
  return {
    private: flexibleBoolean(config.private),
    presence: flexibleBoolean(objectOf(config.presence).enabled),
    token,
  };
}
