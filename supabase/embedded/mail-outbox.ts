import { randomBytes, randomUUID } from "node:crypto";

import { htmlToText } from "./mail-template";

export type Address = { Name: string; Address: string };

export type OutgoingMail = { from: Address; to: Address; subject: string; html: string };

export type StoredMail = {
  id: string;
  messageId: string;
  from: Address;
  to: Address[];
  subject: string;
  html: string;
  text: string;
  created: Date;
  read: boolean;
  size: number;
};

/** Kept at most, oldest dropped first: a long dev session never grows memory without bound. */
const MAX_MESSAGES = 1000;
const SNIPPET_LENGTH = 250;
const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Mailpit's message IDs: 22 base62 characters. */
function newId(): string {
  return [...randomBytes(22)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

/** The whole message as it would go over SMTP, for Mailpit's `Size`. */
function sizeOf(mail: OutgoingMail, text: string): number {
  return Buffer.byteLength(mail.subject + mail.html + text + mail.to.Address + mail.from.Address, "utf8");
}

/** A Mailpit search: `to:addr`, `from:addr`, `subject:word`, `is:read|unread`, or words anywhere. */
export function matchesQuery(mail: StoredMail, query: string): boolean {
  const terms = query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  return terms.every((raw) => {
    const term = raw.replace(/"/g, "").toLowerCase();
    const [field, ...rest] = term.split(":");
    const value = rest.join(":");
    if (rest.length > 0 && field === "to")
      return mail.to.some((to) => to.Address.toLowerCase().includes(value));
    if (rest.length > 0 && field === "from") return mail.from.Address.toLowerCase().includes(value);
    if (rest.length > 0 && field === "subject") return mail.subject.toLowerCase().includes(value);
    if (rest.length > 0 && field === "is") return value === "read" ? mail.read : !mail.read;
    const haystack = [mail.subject, mail.text, ...mail.to.map((to) => to.Address)].join("\n").toLowerCase();
    return haystack.includes(term);
  });
}

/** Every e-mail Auth would have sent, newest first, as the Supabase CLI's local mail keeps them. */
export class Outbox {
  private messages: StoredMail[] = [];

  add(mail: OutgoingMail, now: Date = new Date()): StoredMail {
    const text = htmlToText(mail.html);
    const stored: StoredMail = {
      id: newId(),
      messageId: `${randomUUID()}@vitrine.local`,
      from: mail.from,
      to: [mail.to],
      subject: mail.subject,
      html: mail.html,
      text,
      created: now,
      read: false,
      size: sizeOf(mail, text),
    };
    this.messages.unshift(stored);
    if (this.messages.length > MAX_MESSAGES) this.messages.length = MAX_MESSAGES;
    return stored;
  }

  list(query?: string): StoredMail[] {
    return query ? this.messages.filter((mail) => matchesQuery(mail, query)) : [...this.messages];
  }

  get(id: string): StoredMail | undefined {
    return id === "latest" ? this.messages[0] : this.messages.find((mail) => mail.id === id);
  }

  get unread(): number {
    return this.messages.filter((mail) => !mail.read).length;
  }

  get total(): number {
    return this.messages.length;
  }

  /** Deletes the given messages, or all of them when none are named. */
  delete(ids?: readonly string[]): void {
    if (!ids || ids.length === 0) this.messages = [];
    else this.messages = this.messages.filter((mail) => !ids.includes(mail.id));
  }
}

export function snippet(mail: StoredMail): string {
  const flat = mail.text.replace(/\s+/g, " ").trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}...` : flat;
}
