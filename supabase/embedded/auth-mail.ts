import { authErrors } from "./auth-errors";
import { issueToken, tokenTypeFor, type LinkType } from "./auth-otp";
import { PKCE_PREFIX, saveFlowState, type ChallengeMethod } from "./auth-pkce";
import type { Sql } from "./auth-store";
import type { EmailSettings, MailKind } from "./mail-config";
import type { Outbox } from "./mail-outbox";
import { renderTemplate, unsupportedPlaceholder, type TemplateData } from "./mail-template";
import type { RateLimiter } from "./rate-limit";

/** What sending an Auth e-mail needs: the settings, the hourly allowance and where the mail goes. */
export type Mailer = { settings: EmailSettings; emailSent: RateLimiter; outbox: Outbox };

/** A template with something this backend cannot fill fails the start, not the first e-mail. */
export function checkTemplates(settings: EmailSettings): void {
  for (const [kind, template] of Object.entries(settings.templates)) {
    const bad = unsupportedPlaceholder(template.subject) ?? unsupportedPlaceholder(template.html);
    if (bad) throw new Error(`Modelo de e-mail "${kind}" usa ${bad}, que o backend embutido não preenche.`);
  }
}

const SENT_AT_COLUMN = {
  recovery_token: "recovery_sent_at",
  confirmation_token: "confirmation_sent_at",
} as const;

/** Seconds left before this account may be sent another e-mail of the kind, or 0 (config `max_frequency`). */
async function secondsUntilAllowed(
  sql: Sql,
  userId: string,
  column: string,
  frequency: number,
): Promise<number> {
  const { rows } = await sql.query<{ left: number | null }>(
    `select ceil(extract(epoch from (${column} + make_interval(secs => $2)) - now()))::int as left
     from auth.users where id = $1`,
    [userId, frequency],
  );
  return Math.max(0, Number(rows[0]?.left ?? 0));
}

export type LinkMail = {
  user: { id: string; email: string; metadata: Record<string, unknown> };
  kind: MailKind;
  type: LinkType;
  /** GoTrue's referrer (auth-redirect.ts), `{{ .RedirectTo }}`. */
  redirectTo: string;
  /** This backend's own address, for `{{ .ConfirmationURL }}` (GET /auth/v1/verify). */
  apiUrl: string;
  /** GoTrue's invitations skip the per-account `max_frequency` wait. */
  ignoreFrequency?: boolean;
  /** The request's PKCE challenge: the link's GET /verify then ends in `?code=` for exchangeCodeForSession. */
  pkce?: { challenge: string; method: ChallengeMethod } | null;
};

/**
 * Inside the caller's transaction: checks `max_frequency` and the hourly `email_sent` allowance, issues
 * the single-use token and stamps the send time, then returns the delivery to run once the transaction
 * has committed (a rolled-back request sends nothing).
 */
export async function prepareLinkMail(sql: Sql, mailer: Mailer, mail: LinkMail): Promise<() => void> {
  const tokenType = tokenTypeFor(mail.type);
  const column = SENT_AT_COLUMN[tokenType];
  if (!mail.ignoreFrequency) {
    const wait = await secondsUntilAllowed(sql, mail.user.id, column, mailer.settings.maxFrequencySeconds);
    if (wait > 0) throw authErrors.overEmailSendFrequency(wait);
  }
  if (!mailer.emailSent.take("email_functions").allowed) throw authErrors.overEmailSendRateLimit();
  const tokenHash = await issueToken(
    sql,
    mail.user.id,
    mail.user.email,
    tokenType,
    mail.pkce ? PKCE_PREFIX : "",
  );
  if (mail.pkce) await saveFlowState(sql, mail.user.id, mail.pkce.challenge, mail.pkce.method, mail.type);
  await sql.query(`update auth.users set ${column} = now() where id = $1`, [mail.user.id]);
  const { settings } = mailer;
  const verify = new URL(`${mail.apiUrl}/auth/v1/verify`);
  verify.searchParams.set("token", tokenHash);
  verify.searchParams.set("type", mail.type);
  verify.searchParams.set("redirect_to", mail.redirectTo);
  const data: TemplateData = {
    SiteURL: settings.siteUrl,
    ConfirmationURL: verify.href,
    TokenHash: tokenHash,
    RedirectTo: mail.redirectTo,
    Email: mail.user.email,
    Data: mail.user.metadata,
  };
  const template = settings.templates[mail.kind];
  const subject = renderTemplate(template.subject, data, false);
  const html = renderTemplate(template.html, data);
  return () => {
    mailer.outbox.add({
      from: { Name: settings.senderName, Address: settings.senderAddress },
      to: { Name: "", Address: mail.user.email },
      subject,
      html,
    });
  };
}
