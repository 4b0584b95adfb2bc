/**
 * Newsletter signup (product.md §2 home): one e-mail, trimmed; the reason names the catalogue message
 * (`newsletter.required`, `newsletter.invalid`). A tiny check rather than zod: this runs on every
 * phone that opens the home, and zod would add ~31 kB gzip to its first load (product.md D12).
 */

// The same pattern zod 4's z.email() uses by default.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type NewsletterCheck = { ok: true; email: string } | { ok: false; reason: "required" | "invalid" };

export function checkNewsletterEmail(raw: unknown): NewsletterCheck {
  const email = typeof raw === "string" ? raw.trim() : "";
  if (!email) return { ok: false, reason: "required" };
  return EMAIL.test(email) ? { ok: true, email } : { ok: false, reason: "invalid" };
}
