import { createHash } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { ACTION_BODY_LIMIT_BYTES } from "@/lib/auth/action-guard";
import { holdActionRequest } from "@/lib/server/hold-action-request";

const ID = "7f".padEnd(42, "0");
const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const sha = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** What the stand-in for Next.js received: each request's path and a hash of its body. */
let reached: Array<{ path: string; body: string }> = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      reached.push({ path: req.url ?? "", body: sha(Buffer.concat(chunks)) });
      res.end("next");
    });
  });
  // wired as lib/server/install-method-filter.ts wires it: in front of the `request` event
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [req, res] = args as Parameters<typeof holdActionRequest>;
      if (holdActionRequest(req, res, () => Reflect.apply(emit, this, [event, ...args]))) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof server.emit;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reached = [];
});

const ACTION = { "Next-Action": ID, "Content-Type": "text/plain;charset=UTF-8" };

function loginForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    $ACTION_REF_1: "",
    "$ACTION_1:0": JSON.stringify({ id: ID, bound: "$@1" }),
    "$ACTION_1:1": "[{}]",
    $ACTION_KEY: "k1",
    identifier: "ana@exemplo.com",
    password: "vitrine123",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function post(path: string, init: RequestInit & { duplex?: "half" }) {
  const response = await fetch(`${base}${path}`, { method: "POST", ...init });
  return { status: response.status, text: await response.text() };
}

/** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked), as a raw request. */
function chunked(path: string, headers: Record<string, string>, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: "POST", headers });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("a well-framed server action reaches Next.js with the very bytes it was sent", () => {
  it("a fetch action's text body", async () => {
    const body = '["ana@exemplo.com",{"qty":2}]';
    expect(await post("/login", { headers: ACTION, body })).toEqual({ status: 200, text: "next" });
    expect(reached).toEqual([{ path: "/login", body: sha(Buffer.from(body)) }]);
  });

  it("a no-JS login post (multipart, no Next-Action), same origin", async () => {
    const request = new Request(`${base}/login`, { method: "POST", body: loginForm() });
    const bytes = new Uint8Array(await request.arrayBuffer());
    const contentType = request.headers.get("content-type") ?? "";
    const answer = await post("/login", {
      body: bytes,
      headers: { "Content-Type": contentType, Origin: base },
    });
    expect(answer.status).toBe(200);
    expect(reached).toEqual([{ path: "/login", body: sha(bytes) }]);
  });

  it("a small body sent in chunks without Content-Length", async () => {
    const status = await chunked("/login", { ...ACTION }, 0);
    expect(status).toBe(400); // an empty body is no reply at all
    const ok = await post("/login", {
      headers: ACTION,
      body: new ReadableStream({
        start(controller) {
          for (const part of ['["a",', '"b"]']) controller.enqueue(new TextEncoder().encode(part));
          controller.close();
        },
      }),
      duplex: "half",
    });
    expect(ok.status).toBe(200);
    expect(reached.at(-1)?.body).toBe(sha(Buffer.from('["a","b"]')));
  });

  it("leaves every other request alone: a GET, a JSON post, a url-encoded form, a route handler", async () => {
    await fetch(`${base}/`);
    await post("/", { headers: { "Content-Type": "application/json" }, body: "{x" });
    await post("/", { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=%%" });
    await post("/api/pix", { body: loginForm({ "$ACTION_1:0": "{x" }) });
    expect(reached.map((entry) => entry.path)).toEqual(["/", "/", "/", "/api/pix"]);
  });
});

// product.md D18: each of these answered 500 from Next.js
describe("a malformed server action gets a 4xx before Next.js sees it", () => {
  it.each<[string, () => Promise<{ status: number; text: string }>, number]>([
    [
      'a no-JS login post with Origin "null"',
      () => post("/login", { body: loginForm(), headers: { Origin: "null" } }),
      403,
    ],
    [
      "a no-JS login post from a foreign origin",
      () => post("/login", { body: loginForm(), headers: { Origin: "https://evil.example" } }),
      403,
    ],
    [
      "a corrupted $ACTION descriptor",
      () => post("/login", { body: loginForm({ "$ACTION_1:0": '{"id":"x' }) }),
      400,
    ],
    ["a corrupted bound state", () => post("/login", { body: loginForm({ "$ACTION_1:1": "[{" }) }), 400],
    [
      "a 5000-deep bound state",
      () => post("/login", { body: loginForm({ "$ACTION_1:1": deep(5000) }) }),
      400,
    ],
    ["a malformed fetch action body", () => post("/login", { headers: ACTION, body: "{not json" }), 400],
    ["a 5000-deep fetch action body", () => post("/login", { headers: ACTION, body: deep(5000) }), 400],
    [
      "a broken multipart body",
      () =>
        post("/login", {
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
          body: "--x\r\nbroken",
        }),
      400,
    ],
    [
      "an action body twice the limit, with its Content-Length",
      () => post("/login", { headers: ACTION, body: "a".repeat(2 * ACTION_BODY_LIMIT_BYTES) }),
      413,
    ],
  ])("%s: %i", async (_name, send, status) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text)).toHaveProperty("error");
    expect(reached).toEqual([]);
  });

  it("answers a refused Origin after Node drains its small body, keeping the connection", async () => {
    const response = await fetch(`${base}/login`, {
      method: "POST",
      body: loginForm(),
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("connection")).not.toBe("close");
    await response.text();
  });

  it.each([
    ["a fetch action", ACTION],
    ["a no-JS form", { "Content-Type": "multipart/form-data; boundary=x" }],
  ])(
    "%s past the limit sent in chunks without Content-Length: 413, counted, never held whole",
    async (_name, headers) => {
      expect(await chunked("/login", headers, ACTION_BODY_LIMIT_BYTES + 128 * 1024)).toBe(413);
      expect(reached).toEqual([]);
    },
  );

  it("keeps serving after all of them", async () => {
    expect(await post("/login", { headers: ACTION, body: "[]" })).toEqual({ status: 200, text: "next" });
  });
});
