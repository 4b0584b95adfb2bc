import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  DEFAULT_RETRY_AFTER_SECONDS,
  markRateLimited,
  parseRetryAfter,
  rememberingRetryAfter,
  replyStatus,
} from "@/lib/server/rate-limited-reply";
import { currentRequest } from "@/lib/server/request-context";
import { installRequestHooks } from "@/lib/server/request-hooks";
import { forwardingHeaders } from "@/lib/supabase/client-address";

type Answer = { status: number; headers: IncomingMessage["headers"]; body: string };

/** What the app does with a request, by path: the shapes Next.js answers with. */
async function app(request: IncomingMessage, response: ServerResponse): Promise<void> {
  await sleep(5); // the context must survive the awaits between the request event and the reply
  const path = request.url ?? "/";
  if (path === "/address") {
    const headers = new Headers(request.headers as Record<string, string>);
    response.end(JSON.stringify(forwardingHeaders(headers, {})));
    return;
  }
  if (path.startsWith("/limited")) {
    const context = currentRequest();
    // as the Supabase client's fetch would have seen Auth's 429
    if (path === "/limited/with-auth-retry-after") {
      const fetch429 = rememberingRetryAfter(
        async () => new Response(null, { status: 429, headers: { "Retry-After": "42" } }),
      );
      await fetch429("http://auth.invalid/token");
    }
    markRateLimited();
    if (path === "/limited/redirect") {
      response.writeHead(303, { Location: "/customer" }).end();
      return;
    }
    if (path === "/limited/explicit") {
      response.writeHead(200, "OK", { "Content-Type": "text/x-component" }).end(String(context?.rateLimited));
      return;
    }
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end("Muitas tentativas"); // implicit head
    return;
  }
  response.end("ok");
}

let server: Server;
let port: number;

beforeAll(async () => {
  installRequestHooks();
  server = createServer((request, response) => void app(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(
  path: string,
  headers: Record<string, string> = {},
  localAddress = "127.0.0.1",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, localAddress, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the request's own address comes from its socket, never from a header", () => {
  it.each([
    ["no header", {}],
    ["a made-up X-Forwarded-For", { "X-Forwarded-For": "198.51.100.9" }],
    ["a victim's address in X-Forwarded-For", { "X-Forwarded-For": "127.0.0.1" }],
    [
      "headers named like the app's own",
      { "X-Vitrine-Socket-Address": "198.51.100.9", "X-Real-IP": "198.51.100.9" },
    ],
  ])("%s: the app forwards 127.0.0.2, the connection's address", async (_case, headers) => {
    const answer = await send("/address", headers, "127.0.0.2");
    expect(JSON.parse(answer.body)).toEqual({
      "X-Forwarded-For": "127.0.0.2",
      "Sb-Forwarded-For": "127.0.0.2",
    });
  });

  it("outside a request (a test, the build) there is no context and nothing is forwarded", () => {
    expect(currentRequest()).toBeUndefined();
    expect(forwardingHeaders(new Headers({ "x-forwarded-for": "198.51.100.9" }), {})).toEqual({});
  });
});

describe("a rate-limited sign-in answers 429 with Retry-After, the page still rendered", () => {
  it("an implicit 200 becomes 429 with the default wait when Auth named none", async () => {
    const answer = await send("/limited");
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    expect(answer.body).toBe("Muitas tentativas");
  });

  it("Auth's own Retry-After travels to the browser", async () => {
    const answer = await send("/limited/with-auth-retry-after");
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe("42");
  });

  it("an explicit writeHead(200, 'OK', headers) becomes 429 and keeps its headers", async () => {
    const answer = await send("/limited/explicit");
    expect(answer.status).toBe(429);
    expect(answer.headers["content-type"]).toBe("text/x-component");
    expect(answer.body).toBe("true");
  });

  it("a redirect is left alone", async () => {
    const answer = await send("/limited/redirect");
    expect(answer.status).toBe(303);
    expect(answer.headers["retry-after"]).toBeUndefined();
  });

  it("the mark belongs to its request: the next one on the server answers 200", async () => {
    await send("/limited");
    const answer = await send("/");
    expect(answer.status).toBe(200);
    expect(answer.headers["retry-after"]).toBeUndefined();
  });
});

describe("reply status and Retry-After rules", () => {
  it.each([
    [200, { socketAddress: null, rateLimited: true }, { statusCode: 429, retryAfter: "300" }],
    [
      200,
      { socketAddress: null, rateLimited: true, authRetryAfterSeconds: 7 },
      { statusCode: 429, retryAfter: "7" },
    ],
    [200, { socketAddress: null }, { statusCode: 200 }],
    [303, { socketAddress: null, rateLimited: true }, { statusCode: 303 }],
    [500, { socketAddress: null, rateLimited: true }, { statusCode: 500 }],
  ])("status %i with %j goes out as %j", (status, context, expected) => {
    expect(replyStatus(status, context)).toEqual(expected);
  });

  it.each([
    ["120", 120],
    [" 5 ", 5],
    ["0", undefined],
    ["-3", undefined],
    ["1.5", undefined],
    ["Wed, 21 Oct 2015 07:28:00 GMT", undefined],
    ["9999999", undefined],
    [null, undefined],
  ])("Retry-After %j reads as %j", (raw, seconds) => {
    expect(parseRetryAfter(raw)).toBe(seconds);
  });
});
