import { afterEach, describe, expect, it, vi } from "vitest";

import { createSessionStore, isListWithIds } from "@/lib/admin/session-store";

type Row = { id: string; name: string };
const KEY = "vitrine.test.rows";
const sample: Row[] = [{ id: "1", name: "Amostra" }];

afterEach(() => window.sessionStorage.clear());

describe("admin changes last for the browser session (product.md D10)", () => {
  it("reads the sample data until something is written", () => {
    const store = createSessionStore(KEY, isListWithIds<Row>);
    expect(store.read(sample)).toBe(sample);
  });

  it("a write is read back, tells subscribers, and survives a reload of the page", () => {
    const store = createSessionStore(KEY, isListWithIds<Row>);
    const listener = vi.fn();
    store.subscribe(listener);
    const next = [...sample, { id: "2", name: "Nova" }];
    store.write(next);
    expect(store.read(sample)).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);

    const afterReload = createSessionStore(KEY, isListWithIds<Row>);
    expect(afterReload.read(sample)).toEqual(next);
  });

  it.each([
    ["a corrupt entry", "{not json"],
    ["something that is not a list of rows", JSON.stringify({ id: "1" })],
    ["rows without ids", JSON.stringify([{ name: "x" }])],
  ])("falls back to the sample data on %s", (_case, raw) => {
    window.sessionStorage.setItem(KEY, raw);
    expect(createSessionStore(KEY, isListWithIds<Row>).read(sample)).toBe(sample);
  });

  it("reset forgets the session's value", () => {
    const store = createSessionStore(KEY, isListWithIds<Row>);
    store.write([]);
    store.reset();
    expect(store.read(sample)).toBe(sample);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });
});
