import { HttpError } from "./http";

/** Supabase Auth's errors for API version 2024-01-01: `{ code, message }` (see supabase-http.md). */
function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return new HttpError(status, { code, message, ...extra });
}

export const authErrors = {
  invalidCredentials: () => authError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => authError(400, "email_not_confirmed", "Email not confirmed"),
  userAlreadyExists: () => authError(422, "user_already_exists", "User already registered"),
  weakPassword: (min: number) =>
    authError(422, "weak_password", `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ["length"] },
    }),
  passwordRequired: () => authError(422, "validation_failed", "Signup requires a valid password"),
  passwordTooLong: (max: number) =>
    authError(422, "validation_failed", `Password cannot be longer than ${max} characters`),
  emailRequired: () => authError(400, "validation_failed", "To signup, please provide your email"),
  emailInvalid: () => authError(400, "validation_failed", "Unable to validate email address: invalid format"),
  emailTooLong: () => authError(400, "validation_failed", "An email address is too long"),
  badJson: (detail: string) => authError(400, "bad_json", `Could not parse request body as JSON: ${detail}`),
  noAuthorization: () => authError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (detail: string) =>
    authError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    authError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => authError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  refreshTokenRequired: () => authError(400, "validation_failed", "refresh_token required"),
  refreshTokenNotFound: () =>
    authError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    authError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  badLogoutScope: (scope: string) =>
    authError(400, "validation_failed", `Unsupported logout scope ${JSON.stringify(scope)}`),
  // GoTrue answers an unknown grant type with a bare OAuth2 error, not a coded one.
  unsupportedGrantType: () => new HttpError(400, { error: "unsupported_grant_type" }),
  notFound: () => authError(404, "not_found", "Not Found"),
  methodNotAllowed: () => authError(405, "method_not_allowed", "Method Not Allowed"),
  // GoTrue's answer once a client address has used its `[auth.rate_limit]` allowance.
  overRequestRateLimit: (retryAfterSeconds: number) =>
    new HttpError(
      429,
      { code: "over_request_rate_limit", message: "Request rate limit reached" },
      { "Retry-After": String(retryAfterSeconds) },
    ),
  // GoTrue's per-account `max_frequency` and project-wide `email_sent` limits.
  overEmailSendFrequency: (seconds: number) =>
    authError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  overEmailSendRateLimit: () => authError(429, "over_email_send_rate_limit", "email rate limit exceeded"),
  samePassword: () =>
    authError(422, "same_password", "New password should be different from the old password."),
  reauthenticationNeeded: () =>
    authError(400, "reauthentication_needed", "Password update requires reauthentication"),
  recoverRequiresEmail: () => authError(400, "validation_failed", "Password recovery requires an email"),
  pkceParams: () =>
    authError(400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge"),
  pkceMethod: (method: string) =>
    authError(400, "validation_failed", `code challenge method not supported: ${method}`),
  verifyRequiresToken: () =>
    authError(400, "validation_failed", "Verify requires either a token or a token hash"),
  verifyRequiresType: () => authError(400, "validation_failed", "Verify requires a verification type"),
  unsupportedVerifyType: () => authError(400, "validation_failed", "Unsupported verification type"),
  validation: (message: string) => authError(400, "validation_failed", message),
  userBanned: () => authError(403, "user_banned", "User is banned"),
  notAdminMetadata: () => authError(403, "not_admin", "Updating app_metadata requires admin privileges"),
  otpExpired: () => authError(403, "otp_expired", "Token has expired or is invalid"),
  emailLinkExpired: () => authError(403, "otp_expired", "Email link is invalid or has expired"),
  pkceGrantParams: () =>
    authError(
      400,
      "validation_failed",
      "invalid request: both auth code and code verifier should be non-empty",
    ),
  flowStateNotFound: () =>
    authError(404, "flow_state_not_found", "invalid flow state, no valid flow state found"),
  flowStateExpired: () => authError(400, "flow_state_expired", "invalid flow state, flow state has expired"),
  badCodeVerifier: () =>
    authError(403, "bad_code_verifier", "code challenge does not match previously saved code verifier"),
  noFlowState: () => authError(400, "flow_state_not_found", "No associated flow state found"),
  // The Auth admin API (secret key only).
  notAdmin: () => authError(403, "not_admin", "User not allowed"),
  adminUserNotFound: () => authError(404, "user_not_found", "User not found"),
  adminUserIdInvalid: () => authError(404, "user_not_found", "User not found"),
  emailExists: () =>
    authError(422, "email_exists", "A user with this email address has already been registered"),
  userMetadataInvalid: (field: string) => authError(400, "validation_failed", `${field} must be an object`),
  badBanDuration: () => authError(400, "validation_failed", "invalid format for ban duration"),
  badLinkType: (type: string) =>
    authError(400, "validation_failed", `Invalid email action link type requested: ${type}`),
  linkUserNotFound: () => authError(404, "user_not_found", "User with this email not found"),
  databaseErrorDeletingUser: () => authError(500, "unexpected_failure", "Database error deleting user"),
  databaseErrorUpdatingUser: () => authError(500, "unexpected_failure", "Database error updating user"),
  // What this backend does not implement answers so, instead of pretending it worked.
  notImplemented: (what: string) =>
    authError(501, "not_implemented", `${what} is not supported by the embedded backend`),
  // A value the database cannot take (NUL byte, bad encoding): the caller's input, not a server fault.
  invalidInput: () =>
    authError(400, "validation_failed", "Invalid input: the request contains bad characters"),
  requestTooLarge: () => authError(413, "request_too_large", "Request body is larger than 1 MiB"),
  // the user's row (or what its triggers write) was refused: GoTrue's words for it
  databaseErrorSavingUser: () => authError(500, "unexpected_failure", "Database error saving new user"),
  unexpected: () =>
    authError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
};
