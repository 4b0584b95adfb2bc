/** product.md §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password field, in characters: 72 unaccented letters already make MAX_PASSWORD_BYTES. */
export const MAX_PASSWORD_LENGTH = 72;
/** Supabase Auth refuses longer passwords: bcrypt reads 72 bytes of UTF-8 ('ç' takes 2, an emoji 4). */
export const MAX_PASSWORD_BYTES = 72;
/** RFC 5321 path limit: no deliverable e-mail address is longer. */
export const MAX_EMAIL_LENGTH = 254;
/** Longest nickname or e-mail typed into the login field. */
export const MAX_IDENTIFIER_LENGTH = MAX_EMAIL_LENGTH;
/** product.md §4 and §9: registration success goes to /login after 1000 ms. */
export const REGISTER_REDIRECT_MS = 1000;
/** The storefront header waits this long for /api/session before showing the visitor header. */
export const SESSION_FETCH_TIMEOUT_MS = 8000;
