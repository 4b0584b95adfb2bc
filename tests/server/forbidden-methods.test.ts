import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isForbiddenMethod } from "@/lib/server/forbidden-methods";
import { installRequestHooks } from "@/lib/server/request-hooks";

describe("unknown or unsafe methods get 405, never a 500 (issue: TRACE / answered 500)", () => {
  it.each([
    ["TRACE", true],
    ["trace", true],
    ["TRACK", false], // Node's parser answers 400 before any request event
    ["GET", false],
    ["HEAD", false],
    ["POST", false],
    ["OPTIONS", false],
    [undefined, false],
  ])("%s is refused: %s", (method, refused) => {
    expect(isForbiddenMethod(method)).toBe(refused);
  });

  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end("ok"));
    installRequestHooks();
    installRequestHooks(); // idempotent: a second install must not wrap twice
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function send(method: string): Promise<{ status: number; allow?: string; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method, path: "/" }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("a server started before the filter answers TRACE with 405 and an Allow header", async () => {
    const answer = await send("TRACE");
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain("GET");
  });

  it("other methods still reach the application", async () => {
    expect(await send("GET")).toMatchObject({ status: 200, body: "ok" });
  });
});
