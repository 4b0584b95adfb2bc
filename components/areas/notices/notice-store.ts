import { useSyncExternalStore } from "react";

import type { NoticeArea } from "@/lib/notices/derive";
import {
  EMPTY_READ_STATE,
  markRead,
  seedReadState,
  unmarkRead,
  type NoticeAnswer,
  type NoticeReadState,
} from "@/lib/notices/read-state";

import { saveNoticesRead } from "./actions";

/**
 * The read marks of each area's notices while a page is open, shared live by the notices page and the menu
 * badge. The database holds them (public.avisos_lidos): the page and the badge seed this from the server's
 * answer, and a mark shows at once and is saved behind it; one the server refuses is taken back.
 */

const listeners = new Set<() => void>();
const states = new Map<NoticeArea, NoticeReadState>();
// The marks made on this page, whose they are: an answer the server wrote before one of them was saved (the
// badge's, still on its way) must not show it unread again; another person's answer starts afresh.
const madeHere = new Map<NoticeArea, { viewer: string; ids: Set<string> }>();

function marksOf(area: NoticeArea, viewer: string): Set<string> {
  const current = madeHere.get(area);
  if (current?.viewer === viewer) return current.ids;
  const fresh = { viewer, ids: new Set<string>() };
  madeHere.set(area, fresh);
  return fresh.ids;
}

function set(area: NoticeArea, state: NoticeReadState) {
  states.set(area, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The area's marks; before the first seed (the server render, the first paint) `initial` (what the page
 * was rendered with) or nothing known.
 */
export function useNoticeReadState(
  area: NoticeArea,
  initial: NoticeReadState = EMPTY_READ_STATE,
): NoticeReadState {
  return useSyncExternalStore(
    subscribe,
    () => noticeReadState(area) ?? initial,
    () => initial,
  );
}

/** The area's marks as last seeded or changed here; undefined before the first answer. */
export function noticeReadState(area: NoticeArea): NoticeReadState | undefined {
  return states.get(area);
}

/** The server's answer for `answer.viewer`: which notices start unread and which of them are read. */
export function seedNotices(area: NoticeArea, answer: NoticeAnswer) {
  set(area, seedReadState(answer.unread, answer.read, [...marksOf(area, answer.viewer)]));
}

/** Marks notices read at once and saves them; resolves false (marks taken back) when the save failed. */
export async function markNoticesRead(area: NoticeArea, ids: readonly string[]): Promise<boolean> {
  const before = states.get(area) ?? EMPTY_READ_STATE;
  const fresh = ids.filter((id) => before.unread.includes(id) && !before.read.includes(id));
  if (fresh.length === 0) return true;
  set(area, markRead(before, fresh));
  // a mark before any answer (it cannot happen: the buttons come from a seeded state) has nobody to keep it for
  const mine = madeHere.get(area)?.ids ?? new Set<string>();
  for (const id of fresh) mine.add(id);
  const saved = await saveNoticesRead(area, fresh).catch(() => false);
  if (!saved) {
    for (const id of fresh) mine.delete(id);
    set(area, unmarkRead(states.get(area) ?? EMPTY_READ_STATE, fresh));
  }
  return saved;
}

/** Forgets every area's marks (tests). */
export function resetNoticeStore() {
  states.clear();
  madeHere.clear();
  for (const listener of listeners) listener();
}
