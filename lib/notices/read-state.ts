import { z } from "zod";

import type { Notice, NoticeArea } from "@/lib/notices/derive";

/**
 * Which notices are read, kept in this browser (product.md D11: mark one or all as read, kept in
 * localStorage). Per area, the state holds the ids that start unread (so the menu badge can count
 * without the notices themselves) and the ids the person has read since.
 */

export const NOTICES_STORAGE_VERSION = 1;

export function noticesStorageKey(area: NoticeArea): string {
  return `vitrine:notices:v${NOTICES_STORAGE_VERSION}:${area}`;
}

const idList = z.array(z.string().min(1).max(120)).max(500);
const storedSchema = z.object({ version: z.literal(NOTICES_STORAGE_VERSION), unread: idList, read: idList });

export type NoticeReadState = { unread: readonly string[]; read: readonly string[] };

export const EMPTY_READ_STATE: NoticeReadState = { unread: [], read: [] };

/** The stored JSON; missing or corrupt data reads as nothing known and nothing read. */
export function parseReadState(raw: string | null): NoticeReadState {
  if (raw === null) return EMPTY_READ_STATE;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { unread: parsed.data.unread, read: parsed.data.read } : EMPTY_READ_STATE;
  } catch {
    return EMPTY_READ_STATE;
  }
}

export function serializeReadState(state: NoticeReadState): string {
  return JSON.stringify({ version: NOTICES_STORAGE_VERSION, unread: state.unread, read: state.read });
}

/** The current unread ids from the server; read marks of notices that no longer exist are dropped. */
export function seedReadState(state: NoticeReadState, unread: readonly string[]): NoticeReadState {
  const known = new Set(unread);
  return { unread: [...unread], read: state.read.filter((id) => known.has(id)) };
}

/** Marks `ids` read; ids that never started unread need no mark. */
export function markRead(state: NoticeReadState, ids: readonly string[]): NoticeReadState {
  const unread = new Set(state.unread);
  const read = new Set(state.read);
  for (const id of ids) if (unread.has(id)) read.add(id);
  return { unread: state.unread, read: [...read] };
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
