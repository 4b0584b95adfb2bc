/**
 * The texts hosted Realtime answers with (RealtimeWeb.RealtimeChannel and its Logging, ChannelsAuthorization),
 * so a client's error handling sees the same strings here as against a Supabase project.
 */

/** Why a token was not accepted, in ChannelsAuthorization's terms. */
export type TokenFailure =
  | { kind: "malformed" }
  | { kind: "expired"; secondsAgo: number }
  | { kind: "signature" }
  | { kind: "missing_claims" };

/** A join refused because of its token: the `reason` of the error reply. */
export function joinTokenReason(failure: TokenFailure): string {
  switch (failure.kind) {
    case "malformed":
      return "MalformedJWT: The token provided is not a valid JWT";
    case "expired":
      return `InvalidJWTToken: Token has expired ${failure.secondsAgo} seconds ago`;
    case "missing_claims":
      return "InvalidJWTToken: Fields `role` and `exp` are required in JWT";
    case "signature":
      return "JwtSignatureError: Failed to validate JWT signature";
  }
}

/** A joined channel closed because its token (renewed or at the periodic check) no longer holds. */
export function shutdownTokenMessage(failure: TokenFailure): string {
  switch (failure.kind) {
    case "malformed":
      return "The token provided is not a valid JWT";
    case "expired":
      return `Token has expired ${failure.secondsAgo} seconds ago`;
    case "missing_claims":
      return "Fields `role` and `exp` are required in JWT";
    case "signature":
      // hosted passes this error through `inspect/1`
      return ":signature_error";
  }
}

export const realtimeErrors = {
  topicRequired: "TopicNameRequired: You must provide a topic name",
  privateOnly: "PrivateOnly: This project only allows private channels",
  tooManyChannels: "ChannelRateLimitReached: Too many channels",
  unknown: "Unknown Error on Channel",
  unmatchedTopic: "unmatched topic",
  unauthorized: (topic: string) =>
    `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
  /** The shutdown text when a renewed token may no longer read the topic. */
  noPermission: (topic: string) => `You do not have permissions to read from this Channel topic: ${topic}`,
} as const;
