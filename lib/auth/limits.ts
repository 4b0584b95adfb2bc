/** spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password Supabase Auth accepts (bcrypt reads 72 bytes). */
export const MAX_PASSWORD_LENGTH = 72;
/** RFC 5321 path limit: no deliverable e-mail address is longer. */
export const MAX_EMAIL_LENGTH = 254;
/** Longest nickname or e-mail typed into the login field. */
export const MAX_IDENTIFIER_LENGTH = MAX_EMAIL_LENGTH;
/** spec 4 and 9: registration success goes to /login after 1000 ms. */
export const REGISTER_REDIRECT_MS = 1000;
/** spec 9: simulated password change delay. */
export const PASSWORD_CHANGE_DELAY_MS = 1000;
