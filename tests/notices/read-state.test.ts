import { describe, expect, it } from "vitest";

import {
  EMPTY_READ_STATE,
  isUnread,
  markRead,
  NOTICE_ID_PATTERN,
  seedReadState,
  unmarkRead,
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
const seeded = seedReadState(["a", "c", "d"], []);

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

describe("the server's answer and the marks being saved (public.avisos_lidos)", () => {
  it.each<[string, Parameters<typeof seedReadState>, NoticeReadState]>([
    ["nothing read yet", [["a", "c"], []], { unread: ["a", "c"], read: [] }],
    ["what the server says is read", [["a", "c"], ["c"]], { unread: ["a", "c"], read: ["c"] }],
    ["a mark still being saved stays read", [["a", "c"], [], ["a"]], { unread: ["a", "c"], read: ["a"] }],
    ["read by the server and being saved counts once", [["a"], ["a"], ["a"]], { unread: ["a"], read: ["a"] }],
    [
      "marks of notices that no longer start unread are dropped",
      [["c", "e"], ["a", "c"], ["b"]],
      { unread: ["c", "e"], read: ["c"] },
    ],
  ])("%s", (_, args, state) => {
    expect(seedReadState(...args)).toEqual(state);
  });

  it("takes back marks the server refused, keeping the others", () => {
    const state = unmarkRead(markRead(seeded, ["a", "c"]), ["c"]);
    expect(state).toEqual({ unread: ["a", "c", "d"], read: ["a"] });
    expect(unreadCount(state)).toBe(2);
  });

  it.each([
    ["an order's notice", "0f6a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b:readyForPickup", true],
    ["a coupon's notice", "coupon:80c94288-cb42-4cbc-83ec-9498ee2f8315", true],
    ["an order id alone", "0f6a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b", false],
    ["markup", "<script>", false],
    ["a kind with a digit", "0f6a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b:ready1", false],
    ["an empty string", "", false],
  ])("knows %s by its id's shape (%s): %s", (_, id, ok) => {
    expect(NOTICE_ID_PATTERN.test(id)).toBe(ok);
  });
});
