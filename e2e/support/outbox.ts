import { expect } from "@playwright/test";

/** The embedded backend's mail outbox, Mailpit's API (supabase/embedded; VITRINE_MAIL_PORT, else the CLI's 54324). */
export const OUTBOX = `http://127.0.0.1:${Number(process.env.VITRINE_MAIL_PORT || 54324)}`;

type Summary = { ID: string; Subject: string; To: { Address: string }[] };
type Message = { ID: string; Subject: string; Text: string; HTML: string };

/** The mails sent to `address`, newest first (a search, so other specs' mail is never read). */
export async function mailsTo(address: string): Promise<Summary[]> {
  const response = await fetch(`${OUTBOX}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  expect(response.ok, `outbox search: ${response.status}`).toBe(true);
  const { messages } = (await response.json()) as { messages: Summary[] };
  return messages;
}

/** One mail, whole. */
export async function readMail(id: string): Promise<Message> {
  const response = await fetch(`${OUTBOX}/api/v1/message/${encodeURIComponent(id)}`);
  expect(response.ok, `outbox message: ${response.status}`).toBe(true);
  return (await response.json()) as Message;
}

/** The newest mail's 'Criar nova senha' link to `address`, once it has arrived. */
export function recoveryLinkFor(address: string): Promise<string> {
  return confirmLinkFor(address, "recovery");
}

/** The newest mail's /auth/confirm link of `type` to `address` (a recovery, an invitation), once it has arrived. */
export async function confirmLinkFor(address: string, type: "recovery" | "invite"): Promise<string> {
  let id = "";
  await expect
    .poll(async () => {
      id = (await mailsTo(address))[0]?.ID ?? "";
      return id;
    })
    .not.toBe("");
  const mail = await readMail(id);
  const link = new RegExp(`https?://\\S+/auth/confirm\\?token_hash=[^\\s"&]+&type=${type}`).exec(
    mail.Text,
  )?.[0];
  expect(link, `a ${type} link in: ${mail.Text}`).toBeTruthy();
  return link!;
}
