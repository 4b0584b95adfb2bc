import { describe, expect, it } from "vitest";

import {
  clientAddress,
  FORWARDING_SECRET,
  forwardingHeaders,
  normalizeAddress,
  trustedHops,
} from "@/lib/supabase/client-address";
import { FORWARDING_SECRET_HEADER } from "@/supabase/embedded/rate-limit";

const from = (entries: Record<string, string>) => new Headers(entries);
const SOCKET = "192.0.2.50";
const VERCEL = { VERCEL: "1" };
const BEHIND = (header: string, hops?: string) => ({
  VITRINE_CLIENT_IP_HEADER: header,
  ...(hops === undefined ? {} : { VITRINE_TRUSTED_PROXY_HOPS: hops }),
});

describe("the address the app forwards for Auth's rate limits: only what the deployment vouches for", () => {
  it.each<[string, Record<string, string>, string | null, Record<string, string>, string | null]>([
    // bare `next start` / `next dev`: the TCP peer, whatever the browser wrote
    ["bare next start: the socket's address", {}, SOCKET, {}, SOCKET],
    [
      "bare next start: a made-up X-Forwarded-For is ignored",
      { "x-forwarded-for": "198.51.100.9" },
      SOCKET,
      {},
      SOCKET,
    ],
    [
      "bare next start: a victim named in X-Forwarded-For is ignored",
      { "x-forwarded-for": `9.9.9.9, ${SOCKET}` },
      "127.0.0.2",
      {},
      "127.0.0.2",
    ],
    ["bare next start: a made-up X-Real-IP is ignored", { "x-real-ip": "198.51.100.9" }, SOCKET, {}, SOCKET],
    ["bare next start: an IPv4 client on a dual-stack socket", {}, "::ffff:127.0.0.1", {}, "127.0.0.1"],
    ["bare next start: an IPv6 client", {}, "2001:DB8::7", {}, "2001:db8::7"],
    [
      "bare next start: no socket known (a request before the hooks)",
      { "x-forwarded-for": "198.51.100.9" },
      null,
      {},
      null,
    ],
    // Vercel overwrites the header with the visitor's address
    [
      "Vercel: x-vercel-forwarded-for",
      { "x-vercel-forwarded-for": "203.0.113.9", "x-forwarded-for": "6.6.6.6" },
      null,
      VERCEL,
      "203.0.113.9",
    ],
    [
      "Vercel: x-forwarded-for when the other is absent",
      { "x-forwarded-for": "203.0.113.9" },
      null,
      VERCEL,
      "203.0.113.9",
    ],
    [
      "Vercel: a list keeps the entry Vercel appended",
      { "x-vercel-forwarded-for": "6.6.6.6, 203.0.113.9" },
      null,
      VERCEL,
      "203.0.113.9",
    ],
    ["Vercel: the socket is Vercel's, never the shopper", {}, SOCKET, VERCEL, null],
    ["Vercel: junk instead of an address", { "x-vercel-forwarded-for": "<script>" }, null, VERCEL, null],
    // another proxy: the configured header, N trusted hops from the right
    [
      "proxy, 1 hop: the last entry",
      { "x-forwarded-for": "6.6.6.6, 203.0.113.9" },
      SOCKET,
      BEHIND("x-forwarded-for"),
      "203.0.113.9",
    ],
    [
      "proxy, 2 hops: the second from the right",
      { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" },
      SOCKET,
      BEHIND("x-forwarded-for", "2"),
      "203.0.113.9",
    ],
    [
      "proxy, 2 hops but one entry: not through both proxies",
      { "x-forwarded-for": "203.0.113.9" },
      SOCKET,
      BEHIND("x-forwarded-for", "2"),
      null,
    ],
    [
      "proxy: Cloudflare's single-value header",
      { "cf-connecting-ip": "198.51.100.4", "x-forwarded-for": "6.6.6.6" },
      SOCKET,
      BEHIND("cf-connecting-ip"),
      "198.51.100.4",
    ],
    [
      "proxy: the named header missing gives nothing, not the forgeable default",
      { "x-forwarded-for": "6.6.6.6" },
      SOCKET,
      BEHIND("x-real-ip"),
      null,
    ],
    [
      "proxy: spaces around entries",
      { "x-forwarded-for": " 1.1.1.1 ,  203.0.113.9 " },
      SOCKET,
      BEHIND("x-forwarded-for"),
      "203.0.113.9",
    ],
    [
      "proxy: an IPv4 address with a port",
      { "x-forwarded-for": "203.0.113.9:51234" },
      SOCKET,
      BEHIND("x-forwarded-for"),
      "203.0.113.9",
    ],
    [
      "proxy: a bracketed IPv6 address with a port",
      { "x-forwarded-for": "[2001:db8::1]:443" },
      SOCKET,
      BEHIND("x-forwarded-for"),
      "2001:db8::1",
    ],
    [
      "proxy: an out-of-range IPv4",
      { "x-forwarded-for": "300.1.1.1" },
      SOCKET,
      BEHIND("x-forwarded-for"),
      null,
    ],
    [
      "proxy: an empty last entry",
      { "x-forwarded-for": "203.0.113.9," },
      SOCKET,
      BEHIND("x-forwarded-for"),
      null,
    ],
    [
      "proxy: invalid hop count trusts nothing",
      { "x-forwarded-for": "203.0.113.9" },
      SOCKET,
      BEHIND("x-forwarded-for", "dois"),
      null,
    ],
  ])("%s", (_case, headers, socket, env, expected) => {
    expect(clientAddress(from(headers), socket, env)).toBe(expected);
  });

  it.each([
    [undefined, 1],
    ["", 1],
    ["1", 1],
    [" 3 ", 3],
    ["10", 10],
    ["0", null],
    ["11", null],
    ["-1", null],
    ["1.5", null],
    ["x", null],
  ])("VITRINE_TRUSTED_PROXY_HOPS=%j is %j", (raw, hops) => {
    expect(trustedHops(raw)).toBe(hops);
  });

  it("sends the address in X-Forwarded-For and Sb-Forwarded-For, with the proof when a secret is set", () => {
    expect(forwardingHeaders(from({ "x-forwarded-for": "6.6.6.6" }), {}, SOCKET)).toEqual({
      "X-Forwarded-For": SOCKET,
      "Sb-Forwarded-For": SOCKET,
    });
    expect(
      forwardingHeaders(from({}), { VITRINE_FORWARDING_SECRET: "s3cr3t-s3cr3t-s3cr3t" }, SOCKET),
    ).toEqual({
      "X-Forwarded-For": SOCKET,
      "Sb-Forwarded-For": SOCKET,
      "X-Vitrine-Forwarding-Secret": "s3cr3t-s3cr3t-s3cr3t",
    });
  });

  it("sends nothing, not even the proof, when the deployment vouches for no address", () => {
    expect(
      forwardingHeaders(
        from({ "x-forwarded-for": "6.6.6.6" }),
        { VITRINE_FORWARDING_SECRET: "x".repeat(32) },
        null,
      ),
    ).toEqual({});
  });

  it("names the proof header the embedded backend reads", () => {
    expect(FORWARDING_SECRET.toLowerCase()).toBe(FORWARDING_SECRET_HEADER);
  });

  it.each([["::1"], ["fe80::1%eth0"], ["127.0.0.1"]])("accepts %s", (raw) => {
    expect(normalizeAddress(raw)).not.toBeNull();
  });

  it.each([
    ["1.2.3"],
    ["a.b.c.d"],
    [":::::::::"],
    ["1.2.3.4.5"],
    ["x".repeat(80)],
    [""],
    ["::ffff:999.1.1.1"],
  ])("refuses %j", (raw) => {
    expect(normalizeAddress(raw)).toBeNull();
  });
});
