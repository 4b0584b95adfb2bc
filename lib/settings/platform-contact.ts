import { z } from "zod";

import { formatPhone } from "@/lib/auth/sign-up-schema";
import type { ContatoPlataforma } from "@/lib/supabase/database.types";

/**
 * The Vitrine's own contact (public.contato_plataforma, one row): the footer of every storefront page and the
 * help page show it; /admin/settings edits it (settings.edit).
 */
export type PlatformContact = {
  email: string;
  /** '(31) 99999-8888', or null: no WhatsApp line */
  whatsapp: string | null;
  /** when the team answers, as a sentence's end: 'de segunda a sábado, das 8h às 20h' */
  hours: string;
};

/** The row as the migration creates it (20251201120400_contato_plataforma.sql): what a page shows if the read fails. */
export const DEFAULT_PLATFORM_CONTACT: PlatformContact = {
  email: "contato@vitrine.com.br",
  whatsapp: null,
  hours: "de segunda a sábado, das 8h às 20h",
};

/** The columns every reader asks for. */
export const CONTATO_COLUMNS = "email, whatsapp, horario" as const;

export function contactFromRow(
  row: Pick<ContatoPlataforma, "email" | "whatsapp" | "horario">,
): PlatformContact {
  return { email: row.email, whatsapp: row.whatsapp, hours: row.horario };
}

/** The longest hours sentence the database keeps (contato_plataforma.horario). */
export const HOURS_MAX = 80;

/** Error values are `adminSettings.contact.errors` keys, translated where they are shown. */
export const contactFormSchema = z.object({
  email: z.string().trim().max(254, "emailInvalid").pipe(z.email("emailInvalid")),
  // blank: no WhatsApp; else a Brazilian number with its area code, stored as '(31) 99999-8888'
  whatsapp: z
    .string()
    .trim()
    .refine((value) => value === "" || formatPhone(value) !== null, "whatsappInvalid")
    .transform((value) => (value === "" ? null : formatPhone(value))),
  // one space between words, as the footer prints it
  hours: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(3, "hoursRequired").max(HOURS_MAX, "hoursTooLong")),
});

export type ContactField = keyof z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** The row an update writes. */
export function contactRow(form: ContactForm): Pick<ContatoPlataforma, "email" | "whatsapp" | "horario"> {
  return { email: form.email, whatsapp: form.whatsapp, horario: form.hours };
}
