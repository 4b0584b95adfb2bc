import { describe, expect, it } from "vitest";

import { clientAddress, forwardingHeaders, normalizeAddress } from "@/lib/supabase/client-address";

const from = (entries: Record<string, string>) => new Headers(entries);

describe("the shopper's address forwarded for Auth's rate limits", () => {
  it.each<[string, Record<string, string>, Record<string, string>, string | null]>([
    ["Vercel's x-forwarded-for (one value)", { "x-forwarded-for": "203.0.113.9" }, {}, "203.0.113.9"],
    [
      "an appending proxy: the last entry, the one no browser chose",
      { "x-forwarded-for": "6.6.6.6, 203.0.113.9" },
      {},
      "203.0.113.9",
    ],
    ["spaces around entries", { "x-forwarded-for": " 1.1.1.1 ,  203.0.113.9 " }, {}, "203.0.113.9"],
    ["an IPv6 address", { "x-forwarded-for": "2001:DB8::1" }, {}, "2001:db8::1"],
    ["an IPv4 address with a port", { "x-forwarded-for": "203.0.113.9:51234" }, {}, "203.0.113.9"],
    ["a bracketed IPv6 address with a port", { "x-forwarded-for": "[2001:db8::1]:443" }, {}, "2001:db8::1"],
    ["no header", {}, {}, null],
    ["junk instead of an address", { "x-forwarded-for": "<script>" }, {}, null],
    ["an out-of-range IPv4", { "x-forwarded-for": "300.1.1.1" }, {}, null],
    [
      "a header named by VITRINE_CLIENT_IP_HEADER (Cloudflare)",
      { "cf-connecting-ip": "198.51.100.4", "x-forwarded-for": "6.6.6.6" },
      { VITRINE_CLIENT_IP_HEADER: "cf-connecting-ip" },
      "198.51.100.4",
    ],
    [
      "the named header missing: nothing, not the forgeable default",
      { "x-forwarded-for": "6.6.6.6" },
      { VITRINE_CLIENT_IP_HEADER: "x-real-ip" },
      null,
    ],
  ])("%s", (_case, headers, env, expected) => {
    expect(clientAddress(from(headers), env)).toBe(expected);
  });

  it("sends the address in X-Forwarded-For and Sb-Forwarded-For, or nothing", () => {
    expect(forwardingHeaders(from({ "x-forwarded-for": "203.0.113.9" }), {})).toEqual({
      "X-Forwarded-For": "203.0.113.9",
      "Sb-Forwarded-For": "203.0.113.9",
    });
    expect(forwardingHeaders(from({}), {})).toEqual({});
  });

  it.each([["::1"], ["::ffff:127.0.0.1"], ["fe80::1%eth0"], ["127.0.0.1"]])("accepts %s", (raw) => {
    expect(normalizeAddress(raw)).not.toBeNull();
  });

  it.each([["1.2.3"], ["a.b.c.d"], [":::::::::"], ["1.2.3.4.5"], ["x".repeat(80)]])("refuses %s", (raw) => {
    expect(normalizeAddress(raw)).toBeNull();
  });
});
