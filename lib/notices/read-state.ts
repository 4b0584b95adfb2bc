import type { Notice } from "@/lib/notices/derive";

/**
 * Which notices are read (product.md D11: mark one or all as read). The marks live in the database
 * (public.avisos_lidos, one row per person and notice), so they follow the person to any device; these are
 * the pure rules the notices page and the menu badge share. The state holds the ids that start unread (so
 * the badge can count without the notices themselves) and the ids among them the person has read.
 */

export type NoticeReadState = { unread: readonly string[]; read: readonly string[] };

export const EMPTY_READ_STATE: NoticeReadState = { unread: [], read: [] };

/** The server's answer: the state, and whose it is (the signed-in person's id). */
export type NoticeAnswer = NoticeReadState & { viewer: string };

/** A notice's id as lib/notices/derive.ts builds it (the database checks the same shape). */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const NOTICE_ID_PATTERN = new RegExp(`^(${UUID}:[A-Za-z]{1,20}|coupon:${UUID})$`);

/** At most this many ids in one call to mark or read back (public.marcar_avisos_lidos refuses more). */
export const NOTICE_IDS_MAX = 500;

/**
 * The server's answer (the ids that start unread, and those of them already read) with the marks the same
 * person made on this page: a mark only ever goes from unread to read, so one the answer predates stays
 * read. Marks of notices that no longer start unread are dropped.
 */
export function seedReadState(
  unread: readonly string[],
  read: readonly string[],
  markedHere: readonly string[] = [],
): NoticeReadState {
  const known = new Set(unread);
  return { unread: [...unread], read: [...new Set([...read, ...markedHere].filter((id) => known.has(id)))] };
}

/** Marks `ids` read; ids that never started unread need no mark. */
export function markRead(state: NoticeReadState, ids: readonly string[]): NoticeReadState {
  const unread = new Set(state.unread);
  const read = new Set(state.read);
  for (const id of ids) if (unread.has(id)) read.add(id);
  return { unread: state.unread, read: [...read] };
}

/** Takes marks back (a mark the server refused): those notices read as unread again. */
export function unmarkRead(state: NoticeReadState, ids: readonly string[]): NoticeReadState {
  const taken = new Set(ids);
  return { unread: state.unread, read: state.read.filter((id) => !taken.has(id)) };
}

/** The ids that started unread, for seeding the state. */
export function unreadByDefaultIds(notices: readonly Pick<Notice, "id" | "unreadByDefault">[]): string[] {
  return notices.filter((notice) => notice.unreadByDefault).map((notice) => notice.id);
}

export function isUnread(notice: Pick<Notice, "id" | "unreadByDefault">, state: NoticeReadState): boolean {
  return notice.unreadByDefault && !state.read.includes(notice.id);
}

/** The menu badge's number: notices that started unread and have not been read since. */
export function unreadCount(state: NoticeReadState): number {
  const read = new Set(state.read);
  return state.unread.filter((id) => !read.has(id)).length;
}

/** Unread first; within each group the derived order (newest first) is kept. */
export function unreadFirst<T extends Pick<Notice, "id" | "unreadByDefault">>(
  notices: readonly T[],
  state: NoticeReadState,
): T[] {
  const unread = notices.filter((notice) => isUnread(notice, state));
  const read = notices.filter((notice) => !isUnread(notice, state));
  return [...unread, ...read];
}
