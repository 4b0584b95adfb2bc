import { z } from "zod";

/**
 * Newsletter signup (spec 2 home): one e-mail, trimmed. The messages come from the catalogue
 * (`newsletter.required`, `newsletter.invalid`) so the inline error is in Portuguese.
 */
export function newsletterSchema(messages: { required: string; invalid: string }) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: messages.required })
      .pipe(z.email({ error: messages.invalid })),
  });
}

export type NewsletterInput = z.infer<ReturnType<typeof newsletterSchema>>;
