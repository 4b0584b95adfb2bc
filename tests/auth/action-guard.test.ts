import { describe, expect, it } from "vitest";

import { ACTION_BODY_LIMIT_BYTES, decideActionRequest, type ActionRequest } from "@/lib/auth/action-guard";

const action = (overrides: Partial<ActionRequest>): ActionRequest => ({
  method: "POST",
  action: "7f3a",
  origin: "https://vitrine.example",
  host: "vitrine.example",
  contentLength: "120",
  ...overrides,
});

describe("server actions get a 4xx, never a 500, for a foreign Origin or an oversize body", () => {
  it.each<[string, Partial<ActionRequest>, number | null]>([
    ["same origin", {}, null],
    ["no Origin header (same-site navigation of old browsers)", { origin: null }, null],
    ["a foreign Origin", { origin: "https://evil.example" }, 403],
    ["a look-alike port", { origin: "https://vitrine.example:8443" }, 403],
    ["a malformed Origin", { origin: "::::" }, 403],
    ["exactly the limit", { contentLength: String(ACTION_BODY_LIMIT_BYTES) }, null],
    ["one byte over the limit", { contentLength: String(ACTION_BODY_LIMIT_BYTES + 1) }, 413],
    ["not a server action (no next-action header)", { action: null, origin: "https://evil.example" }, null],
    ["a GET", { method: "GET", origin: "https://evil.example" }, null],
  ])("%s", (_name, overrides, status) => {
    expect(decideActionRequest(action(overrides))?.status ?? null).toBe(status);
  });
});
