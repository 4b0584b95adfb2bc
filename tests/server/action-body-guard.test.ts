import { describe, expect, it } from "vitest";

import {
  checkActionBody,
  jsonNestingExceeds,
  MAX_ACTION_JSON_DEPTH,
  type ActionField,
} from "@/lib/server/action-body-guard";

const ID = "7f".padEnd(42, "0");
const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

// What the login form renders for a no-JS post (useActionState binds the previous state as row 1).
const descriptor = JSON.stringify({ id: ID, bound: "$@1" });
const loginForm = (overrides: Record<string, string | null> = {}): ActionField[] => {
  const fields: Record<string, string | null> = {
    $ACTION_REF_1: "",
    "$ACTION_1:0": descriptor,
    "$ACTION_1:1": "[{}]",
    $ACTION_KEY: "k3405281044",
    next: "/checkout",
    identifier: "ana@exemplo.com",
    password: "vitrine123",
    ...overrides,
  };
  return Object.entries(fields).filter((entry): entry is [string, string | null] => entry[1] !== undefined);
};
const withoutField = (name: string) => loginForm().filter(([field]) => field !== name);

describe("a no-JS form post reaches Next.js only when React can decode its action fields", () => {
  it.each<[string, ActionField[], number | null]>([
    ["the login form as rendered", loginForm(), null],
    [
      "a form with an $ACTION_ID_ field (an action with no bound state)",
      [
        [`$ACTION_ID_${ID}`, ""],
        ["a", "1"],
      ],
      null,
    ],
    ["a POST that is no action at all", [["q", "pizza"]], null],
    ["a file field among the user's fields", [...loginForm(), ["avatar", null]], null],
    ["a corrupted descriptor", loginForm({ "$ACTION_1:0": `${descriptor}{x` }), 400],
    ["a descriptor that is not an object", loginForm({ "$ACTION_1:0": '"x"' }), 400],
    ["a descriptor with no id", loginForm({ "$ACTION_1:0": '{"bound":null}' }), 400],
    ["a missing descriptor", withoutField("$ACTION_1:0"), 400],
    ["a corrupted bound state", loginForm({ "$ACTION_1:1": "[{}]{x" }), 400],
    ["a missing bound state (the descriptor points at it)", withoutField("$ACTION_1:1"), 400],
    ["a 5000-deep bound state", loginForm({ "$ACTION_1:1": deep(5000) }), 400],
    ["a file where a row belongs", loginForm({ "$ACTION_1:0": null }), 400],
    ["a row that is not numbered", [...loginForm(), ["$ACTION_1:x", "1"]], 400],
  ])("%s", (_name, fields, status) => {
    expect(checkActionBody({ kind: "form", fetchAction: false, fields })?.status ?? null).toBe(status);
  });
});

describe("a fetch action's body reaches Next.js only when React can decode it", () => {
  it.each<[string, string, number | null]>([
    ["no arguments", "[]", null],
    ["plain arguments", '["ana@exemplo.com",{"qty":2},null]', null],
    ["a string with brackets inside", '["[[[[{{{{"]', null],
    ["an escaped quote", '["a\\"[[[["]', null],
    ["a dollar escaped by React", '["$$1"]', null],
    [`nesting of exactly ${MAX_ACTION_JSON_DEPTH}`, deep(MAX_ACTION_JSON_DEPTH), null],
    ["malformed JSON", "{not json", 400],
    ["an empty body", "", 400],
    [`nesting of ${MAX_ACTION_JSON_DEPTH + 1}`, deep(MAX_ACTION_JSON_DEPTH + 1), 400],
    ["5000 deep", deep(5000), 400],
    ["a reference to a row that was not sent", '["$@1"]', 400],
    ["a model reference to a row that was not sent", '[{"a":"$2"}]', 400],
  ])("%s", (_name, text, status) => {
    expect(checkActionBody({ kind: "text", text })?.status ?? null).toBe(status);
  });

  it.each<[string, ActionField[], number | null]>([
    [
      "a form argument (rows 0 and its fields)",
      [
        ["0", '["$K1"]'],
        ["1_identifier", "ana"],
      ],
      null,
    ],
    [
      "a promise row that was sent",
      [
        ["0", '["$@1"]'],
        ["1", '{"a":1}'],
      ],
      null,
    ],
    [
      "a reference in hex to row 10",
      [
        ["0", '["$@a"]'],
        ["10", "1"],
      ],
      null,
    ],
    [
      "a file row (a Blob argument)",
      [
        ["0", '["$B1"]'],
        ["1", null],
      ],
      null,
    ],
    ["no row 0", [["1", "[]"]], 400],
    ["row 0 a file", [["0", null]], 400],
    [
      "a corrupted row",
      [
        ["0", '["$@1"]'],
        ["1", "{x"],
      ],
      400,
    ],
    ["a missing row", [["0", '["$@1"]']], 400],
    [
      "a 5000-deep row",
      [
        ["0", '["$@1"]'],
        ["1", deep(5000)],
      ],
      400,
    ],
  ])("multipart: %s", (_name, fields, status) => {
    expect(checkActionBody({ kind: "form", fetchAction: true, fields })?.status ?? null).toBe(status);
  });
});

describe("the nesting count skips strings", () => {
  it.each<[string, number, boolean]>([
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    ['["{{{{{{"]', 1, false],
    ['["\\\\",[[]]]', 2, true],
  ])("%s with a limit of %i exceeds: %s", (text, max, exceeds) => {
    expect(jsonNestingExceeds(text, max)).toBe(exceeds);
  });
});
