import { describe, expect, it } from "vitest";

import {
  ACTION_BODY_LIMIT_BYTES,
  decideActionRequest,
  isActionPost,
  type ActionRequest,
} from "@/lib/auth/action-guard";

const action = (overrides: Partial<ActionRequest>): ActionRequest => ({
  method: "POST",
  pathname: "/login",
  action: "7f3a",
  contentType: "text/plain;charset=UTF-8",
  origin: "https://vitrine.example",
  host: "vitrine.example",
  contentLength: "120",
  ...overrides,
});

// A no-JS sign-in: the browser posts the form itself, with no Next-Action header.
const NO_JS = { action: null, contentType: "multipart/form-data; boundary=----x" } as const;

describe("server actions get a 4xx, never a 500, for a foreign Origin or an oversize body", () => {
  it.each<[string, Partial<ActionRequest>, number | null]>([
    ["same origin", {}, null],
    ["no Origin header (same-site navigation of old browsers)", { origin: null }, null],
    ["a foreign Origin", { origin: "https://evil.example" }, 403],
    ["a look-alike port", { origin: "https://vitrine.example:8443" }, 403],
    ["a malformed Origin", { origin: "::::" }, 403],
    ['Origin "null" (a sandboxed frame, a data: URL)', { origin: "null" }, 403],
    ["an empty Next-Action with a foreign Origin", { action: "", origin: "https://evil.example" }, 403],
    ["exactly the limit", { contentLength: String(ACTION_BODY_LIMIT_BYTES) }, null],
    ["one byte over the limit", { contentLength: String(ACTION_BODY_LIMIT_BYTES + 1) }, 413],
    ["a GET", { method: "GET", origin: "https://evil.example" }, null],
    ["a GET with Origin null", { method: "GET", origin: "null" }, null],
  ])("%s", (_name, overrides, status) => {
    expect(decideActionRequest(action(overrides))?.status ?? null).toBe(status);
  });
});

// product.md D18: a no-JS form post carries no Next-Action header, and Next still decodes it as an action.
describe("a POST to a page from another origin is CSRF, with or without Next-Action", () => {
  it.each<[string, Partial<ActionRequest>, number | null]>([
    ["no-JS sign-in, same origin", { ...NO_JS }, null],
    ["no-JS sign-in, no Origin", { ...NO_JS, origin: null }, null],
    ['no-JS sign-in, Origin "null"', { ...NO_JS, origin: "null" }, 403],
    ["no-JS sign-in, a foreign Origin", { ...NO_JS, origin: "https://evil.example" }, 403],
    [
      "a url-encoded post to a page, foreign Origin",
      { action: null, contentType: "application/x-www-form-urlencoded", origin: "https://evil.example" },
      403,
    ],
    [
      "a JSON post to a page, Origin null",
      { action: null, contentType: "application/json", origin: "null" },
      403,
    ],
    ["no-JS sign-in over the limit", { ...NO_JS, contentLength: String(ACTION_BODY_LIMIT_BYTES + 1) }, 413],
    [
      "a large JSON post to a page (not an action: Next never reads it)",
      { action: null, contentType: "application/json", contentLength: String(ACTION_BODY_LIMIT_BYTES + 1) },
      null,
    ],
    [
      "a route handler's POST from elsewhere (no action there: the handler decides)",
      { ...NO_JS, pathname: "/api/pix", origin: "https://pagamentos.example" },
      null,
    ],
    ["Next's own files", { ...NO_JS, pathname: "/_next/data", origin: "null" }, null],
    ["but a server action sent to /api is still an action", { pathname: "/api/x", origin: "null" }, 403],
  ])("%s", (_name, overrides, status) => {
    expect(decideActionRequest(action(overrides))?.status ?? null).toBe(status);
  });
});

describe("which POSTs Next.js may run as a server action", () => {
  it.each<[string, Partial<ActionRequest>, boolean]>([
    ["the page's script (Next-Action)", {}, true],
    ["an empty Next-Action", { action: "" }, true],
    ["a no-JS multipart form post", { ...NO_JS }, true],
    [
      "a no-JS url-encoded form post",
      { action: null, contentType: "application/x-www-form-urlencoded" },
      true,
    ],
    ["upper-case content type", { action: null, contentType: "Multipart/Form-Data; boundary=x" }, true],
    ["a JSON post", { action: null, contentType: "application/json" }, false],
    ["a multipart post to a route handler", { ...NO_JS, pathname: "/api/catalog" }, false],
    ["a GET", { method: "GET" }, false],
  ])("%s: %s", (_name, overrides, expected) => {
    expect(isActionPost(action(overrides))).toBe(expected);
  });
});
