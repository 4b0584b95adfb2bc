import { readFileSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { readTomlSections } from "./config";

const CONFIG_PATH = fileURLToPath(new URL("../config.toml", import.meta.url));

/** The e-mails Supabase Auth sends that this backend implements (config.toml `[auth.email.template.<kind>]`). */
export type MailKind = "recovery" | "invite" | "magic_link";
export const MAIL_KINDS: readonly MailKind[] = ["recovery", "invite", "magic_link"];

export type MailTemplate = { subject: string; html: string };

/** `[auth]`, `[auth.email]`, `[auth.rate_limit] email_sent` and `[inbucket]`: what the e-mail flows obey. */
export type EmailSettings = {
  /** `{{ .SiteURL }}`: SITE_URL (the app's own address, as GOTRUE_SITE_URL), else `[auth] site_url`. */
  siteUrl: string;
  /** `[auth] additional_redirect_urls`: where a redirect_to may point besides the site (`*` and `**` globs). */
  additionalRedirectUrls: string[];
  /** E-mails per hour for the whole project, as Supabase's `email_sent` (VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT). */
  emailSentPerHour: number;
  /** `[auth.email] max_frequency`: seconds before the same account may be sent another e-mail of a kind. */
  maxFrequencySeconds: number;
  /** `[auth.email] otp_expiry`: seconds a link stays valid. */
  otpExpirySeconds: number;
  /** `[auth.email] secure_password_change`: a password update needs a recent sign-in (GoTrue's 24 h rule). */
  securePasswordChange: boolean;
  /** The outbox's Mailpit-compatible API: VITRINE_MAIL_PORT, else `[inbucket] port` (the CLI's 54324). */
  mailPort: number;
  /** `[inbucket] sender_name` / `admin_email`: the From of every e-mail. */
  senderName: string;
  senderAddress: string;
  templates: Record<MailKind, MailTemplate>;
};

/** The Supabase CLI's defaults for what config.toml leaves out. */
const DEFAULTS = {
  siteUrl: "http://127.0.0.1:3000",
  emailSentPerHour: 2,
  maxFrequencySeconds: 1,
  otpExpirySeconds: 3600,
  mailPort: 54324,
  senderName: "Admin",
  senderAddress: "admin@email.com",
};

/** A TOML basic string or literal string, as config.toml writes them. */
export function tomlString(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  if (quoted) return JSON.parse(`"${quoted[1]}"`) as string;
  const literal = /^'([^']*)'$/.exec(value);
  return literal ? literal[1] : value;
}

/** A one-line TOML array of strings. */
export function tomlStringArray(raw: string | undefined): string[] {
  if (!raw) return [];
  const value = raw.trim();
  if (!value.startsWith("[") || !value.endsWith("]")) return [];
  return [...value.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map((match) =>
    match[1] !== undefined ? (JSON.parse(`"${match[1]}"`) as string) : match[2]!,
  );
}

/** A Go duration as config.toml's max_frequency takes it ("1s", "1m30s", "60s"), in whole seconds. */
export function goDurationSeconds(name: string, raw: string | undefined, fallback: number): number {
  const text = tomlString(raw)?.trim();
  if (!text) return fallback;
  const parts = [...text.matchAll(/(\d+)(h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== text) {
    throw new Error(`${name} precisa ser uma duração como "1s" ou "1m" (valor: ${JSON.stringify(text)}).`);
  }
  const unit = { h: 3600, m: 60, s: 1 } as const;
  return parts.reduce((sum, part) => sum + Number(part[1]) * unit[part[2] as keyof typeof unit], 0);
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max?: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
    const range = max === undefined ? `>= ${min}` : `entre ${min} e ${max}`;
    throw new Error(`${name} precisa ser um inteiro ${range} (valor: ${JSON.stringify(raw)}).`);
  }
  return value;
}

function template(toml: Record<string, Record<string, string>>, kind: MailKind, root: string): MailTemplate {
  const section = toml[`auth.email.template.${kind}`] ?? {};
  const subject = tomlString(section.subject);
  const contentPath = tomlString(section.content_path);
  if (!subject || !contentPath) {
    throw new Error(`config.toml: [auth.email.template.${kind}] precisa de subject e content_path.`);
  }
  const path = isAbsolute(contentPath) ? contentPath : resolve(root, contentPath);
  return { subject, html: readFileSync(path, "utf8") };
}

/**
 * The e-mail settings of supabase/config.toml. Environment: SITE_URL (the links' site),
 * VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT (test runs raise the hourly limit), VITRINE_MAIL_PORT (the outbox API).
 */
export function loadEmailSettings(
  env: Record<string, string | undefined> = process.env,
  path: string = CONFIG_PATH,
): EmailSettings {
  const toml = readTomlSections(readFileSync(path, "utf8"));
  const auth = toml.auth ?? {};
  const email = toml["auth.email"] ?? {};
  const inbucket = toml.inbucket ?? {};
  // content_path is relative to the project root, the folder that holds supabase/.
  const root = resolve(dirname(path), "..");
  return {
    siteUrl: (env.SITE_URL?.trim() || tomlString(auth.site_url) || DEFAULTS.siteUrl).replace(/\/+$/, ""),
    additionalRedirectUrls: tomlStringArray(auth.additional_redirect_urls),
    emailSentPerHour: integer(
      "VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT",
      env.VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT || toml["auth.rate_limit"]?.email_sent,
      DEFAULTS.emailSentPerHour,
      1,
    ),
    maxFrequencySeconds: goDurationSeconds(
      "max_frequency",
      email.max_frequency,
      DEFAULTS.maxFrequencySeconds,
    ),
    otpExpirySeconds: integer("otp_expiry", email.otp_expiry, DEFAULTS.otpExpirySeconds, 1, 86400),
    securePasswordChange: email.secure_password_change?.trim() === "true",
    mailPort: integer(
      "VITRINE_MAIL_PORT",
      env.VITRINE_MAIL_PORT || inbucket.port,
      DEFAULTS.mailPort,
      0,
      65535,
    ),
    senderName: tomlString(inbucket.sender_name) || DEFAULTS.senderName,
    senderAddress: tomlString(inbucket.admin_email) || DEFAULTS.senderAddress,
    templates: {
      recovery: template(toml, "recovery", root),
      invite: template(toml, "invite", root),
      magic_link: template(toml, "magic_link", root),
    },
  };
}
