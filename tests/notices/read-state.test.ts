import { describe, expect, it } from "vitest";

import {
  EMPTY_READ_STATE,
  isUnread,
  markRead,
  noticesStorageKey,
  parseReadState,
  seedReadState,
  serializeReadState,
  unreadByDefaultIds,
  unreadCount,
  unreadFirst,
  type NoticeReadState,
} from "@/lib/notices/read-state";

const notices = [
  { id: "a", unreadByDefault: true },
  { id: "b", unreadByDefault: false },
  { id: "c", unreadByDefault: true },
  { id: "d", unreadByDefault: true },
];
const seeded = seedReadState(EMPTY_READ_STATE, ["a", "c", "d"]);

describe("the unread count of the area menu", () => {
  it.each<[string, NoticeReadState, number]>([
    ["nothing known yet", EMPTY_READ_STATE, 0],
    ["three unread, none read", seeded, 3],
    ["one marked read", markRead(seeded, ["c"]), 2],
    ["all marked read", markRead(seeded, ["a", "c", "d"]), 0],
    ["marking a notice that started read changes nothing", markRead(seeded, ["b"]), 3],
    ["marking the same notice twice counts once", markRead(markRead(seeded, ["a"]), ["a"]), 2],
  ])("%s: %i", (_, state, count) => {
    expect(unreadCount(state)).toBe(count);
  });
});

describe("unread first (product.md D11)", () => {
  it.each<[string, NoticeReadState, string[]]>([
    ["as derived", seeded, ["a", "c", "d", "b"]],
    [
      "a read notice joins the read ones, keeping the derived order",
      markRead(seeded, ["c"]),
      ["a", "d", "b", "c"],
    ],
    ["all read: the derived order", markRead(seeded, ["a", "c", "d"]), ["a", "b", "c", "d"]],
  ])("%s", (_, state, ids) => {
    expect(unreadFirst(notices, state).map((notice) => notice.id)).toEqual(ids);
  });

  it("a notice is unread when it started unread and was not read since", () => {
    expect(notices.map((notice) => isUnread(notice, markRead(seeded, ["d"])))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(unreadByDefaultIds(notices)).toEqual(["a", "c", "d"]);
  });
});

describe("read marks are kept in localStorage, per area", () => {
  it("round-trips through its versioned key", () => {
    const state = markRead(seeded, ["a"]);
    expect(parseReadState(serializeReadState(state))).toEqual(state);
    expect(noticesStorageKey("company")).not.toBe(noticesStorageKey("customer"));
  });

  it.each([
    ["missing", null],
    ["not JSON", "{oops"],
    ["another version", JSON.stringify({ version: 0, unread: ["a"], read: [] })],
    ["wrong shape", JSON.stringify({ version: 1, unread: "a", read: [] })],
  ])("%s data reads as nothing known", (_, raw) => {
    expect(parseReadState(raw)).toEqual(EMPTY_READ_STATE);
  });

  it("re-seeding drops read marks of notices that no longer exist", () => {
    const state = seedReadState(markRead(seeded, ["a", "c"]), ["c", "e"]);
    expect(state).toEqual({ unread: ["c", "e"], read: ["c"] });
    expect(unreadCount(state)).toBe(1);
  });
});
