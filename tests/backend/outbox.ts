import type { EmbeddedBackend } from "@/supabase/embedded";

/** Mailpit's message summary, the fields these tests read. */
export type MailSummary = {
  ID: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Subject: string;
  Snippet: string;
  Read: boolean;
};

export type MailMessage = MailSummary & { Text: string; HTML: string; Date: string };

/** The messages sent to `address`, newest first, through the outbox's Mailpit search API. */
export async function mailsTo(backend: EmbeddedBackend, address: string): Promise<MailSummary[]> {
  const response = await fetch(
    `${backend.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`,
  );
  const body = (await response.json()) as { messages: MailSummary[] };
  return body.messages;
}

export async function readMail(backend: EmbeddedBackend, id: string): Promise<MailMessage> {
  const response = await fetch(`${backend.mailUrl}/api/v1/message/${id}`);
  if (!response.ok) throw new Error(`outbox: ${response.status}`);
  return (await response.json()) as MailMessage;
}

/** The token_hash and type of the /auth/confirm link in the newest e-mail to `address`. */
export async function linkFromMail(
  backend: EmbeddedBackend,
  address: string,
): Promise<{ url: URL; tokenHash: string; type: string }> {
  const [latest] = await mailsTo(backend, address);
  if (!latest) throw new Error(`no e-mail to ${address}`);
  const mail = await readMail(backend, latest.ID);
  const href = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(mail.HTML)?.[1];
  if (!href) throw new Error("no /auth/confirm link in the e-mail");
  const url = new URL(href.replace(/&amp;/g, "&"));
  return {
    url,
    tokenHash: url.searchParams.get("token_hash") ?? "",
    type: url.searchParams.get("type") ?? "",
  };
}
