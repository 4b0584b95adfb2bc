import { beforeEach, describe, expect, it, vi } from "vitest";

import { saveNoticesRead } from "@/components/areas/notices/actions";
import {
  markNoticesRead,
  noticeReadState,
  resetNoticeStore,
  seedNotices,
} from "@/components/areas/notices/notice-store";
import type { NoticeAnswer } from "@/lib/notices/read-state";

// The save is a server action (tests/backend/notices-read-rls.test.ts proves what the database keeps).
vi.mock("@/components/areas/notices/actions", () => ({
  loadNoticeReadState: vi.fn(),
  saveNoticesRead: vi.fn(),
}));

const answer = (viewer: string, read: string[] = []): NoticeAnswer => ({
  viewer,
  unread: ["a", "b", "c"],
  read,
});
let finishSave: (ok: boolean) => void = () => undefined;

beforeEach(() => {
  resetNoticeStore();
  vi.mocked(saveNoticesRead)
    .mockReset()
    .mockImplementation(() => new Promise<boolean>((resolve) => (finishSave = resolve)));
});

describe("the notices' read marks on an open page", () => {
  it("keeps a mark made here read when an answer written before it was saved arrives afterwards", async () => {
    seedNotices("customer", answer("ana"));
    const marking = markNoticesRead("customer", ["b"]);
    finishSave(true);
    expect(await marking).toBe(true);
    // the badge's answer, asked when the page opened, arrives now and does not know of 'b'
    seedNotices("customer", answer("ana"));
    expect(noticeReadState("customer")).toEqual({ unread: ["a", "b", "c"], read: ["b"] });
  });

  it("starts afresh for another person signed in on the same page: her marks are not his", async () => {
    seedNotices("customer", answer("ana"));
    const marking = markNoticesRead("customer", ["a"]);
    finishSave(true);
    await marking;
    seedNotices("customer", answer("bruno"));
    expect(noticeReadState("customer")).toEqual({ unread: ["a", "b", "c"], read: [] });
  });

  it("takes back a mark the server refused, even when an answer arrived while it was being saved", async () => {
    seedNotices("customer", answer("ana"));
    const marking = markNoticesRead("customer", ["c"]);
    seedNotices("customer", answer("ana"));
    expect(noticeReadState("customer")).toEqual({ unread: ["a", "b", "c"], read: ["c"] });
    finishSave(false);
    expect(await marking).toBe(false);
    expect(noticeReadState("customer")).toEqual({ unread: ["a", "b", "c"], read: [] });
    // and a later answer does not bring it back
    seedNotices("customer", answer("ana"));
    expect(noticeReadState("customer")).toEqual({ unread: ["a", "b", "c"], read: [] });
  });

  it("saves only the notices that are still unread, and asks nothing when none is", async () => {
    seedNotices("customer", answer("ana", ["a"]));
    expect(await markNoticesRead("customer", ["a", "zzz"])).toBe(true);
    expect(saveNoticesRead).not.toHaveBeenCalled();
  });

  it("keeps each area's marks apart", () => {
    seedNotices("customer", answer("ana", ["a"]));
    expect(noticeReadState("company")).toBeUndefined();
  });
});
