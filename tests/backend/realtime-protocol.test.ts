import { RealtimeClient, type WebSocketLikeConstructor } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";

import { ChannelRegistry, type JoinedChannel } from "@/supabase/embedded/realtime-channels";
import { fanOut, parseAnnouncement } from "@/supabase/embedded/realtime-delivery";
import {
  joinTokenReason,
  shutdownTokenMessage,
  type TokenFailure,
} from "@/supabase/embedded/realtime-errors";
import { flexibleBoolean, parseJoin } from "@/supabase/embedded/realtime-join";
import {
  decodeFrame,
  encodeBroadcast,
  encodeReply,
  parseVsn,
  type Vsn,
} from "@/supabase/embedded/realtime-protocol";
import { CONFIRM_TOKEN_INTERVAL_MS, confirmDelayMs, keyIdentity } from "@/supabase/embedded/realtime-token";

describe("the protocol version a socket asks for", () => {
  it.each([
    [null, "1.0.0"],
    ["", "1.0.0"],
    ["1.0.0", "1.0.0"],
    ["2.0.0", "2.0.0"],
    ["2.0.3", "2.0.0"],
    ["2.1.0", null],
    ["3.0.0", null],
    ["2.0.0; drop", null],
  ])("vsn %j is served as %j", (raw, vsn) => {
    expect(parseVsn(raw)).toBe(vsn);
  });
});

describe("reading a client's frame", () => {
  const frame = { joinRef: "1", ref: "2", topic: "realtime:t", event: "phx_join", payload: { a: 1 } };
  it.each<[string, Vsn, string, unknown]>([
    ["a 2.0.0 array", "2.0.0", '["1","2","realtime:t","phx_join",{"a":1}]', frame],
    ["numeric refs", "2.0.0", '[1,2,"realtime:t","phx_join",{"a":1}]', frame],
    [
      "a heartbeat without join_ref",
      "2.0.0",
      '[null,"9","phoenix","heartbeat",{}]',
      { joinRef: null, ref: "9", topic: "phoenix", event: "heartbeat", payload: {} },
    ],
    [
      "a 1.0.0 object",
      "1.0.0",
      '{"topic":"realtime:t","event":"phx_join","payload":{"a":1},"ref":"2","join_ref":"1"}',
      frame,
    ],
    ["an object on 2.0.0", "2.0.0", '{"topic":"t","event":"e","payload":{},"ref":"1"}', null],
    ["an array on 1.0.0", "1.0.0", '["1","2","t","e",{}]', null],
    ["a short array", "2.0.0", '["1","2","t","e"]', null],
    ["a numeric topic", "2.0.0", '["1","2",5,"e",{}]', null],
    ["an object ref", "2.0.0", '[{},"2","t","e",{}]', null],
    ["not JSON", "2.0.0", "olá", null],
    ["JSON nested past 64 levels", "2.0.0", `[null,null,"t","e",${"[".repeat(70)}${"]".repeat(70)}]`, null],
  ])("%s", (_case, vsn, text, expected) => {
    expect(decodeFrame(text, vsn)).toEqual(expected);
  });
});

describe("writing to a client", () => {
  it.each<[Vsn, unknown]>([
    ["2.0.0", ["1", "2", "realtime:t", "phx_reply", { status: "ok", response: {} }]],
    ["1.0.0", { topic: "realtime:t", event: "phx_reply", payload: { status: "ok", response: {} }, ref: "2" }],
  ])("a %s reply", (vsn, expected) => {
    expect(JSON.parse(encodeReply({ joinRef: "1", ref: "2", topic: "realtime:t" }, "ok", {}, vsn))).toEqual(
      expected,
    );
  });

  it("a 2.0.0 broadcast is the binary frame realtime-js decodes into { type, event, payload, meta }", () => {
    const frame = encodeBroadcast(
      "realtime:pedido:1",
      "pedido_mudou",
      { status: "pronto", nome: "Pão" },
      { id: "m1" },
      "2.0.0",
    );
    // realtime-js's own decoder, without connecting anywhere
    const client = new RealtimeClient("ws://127.0.0.1:1/realtime/v1", {
      params: { apikey: "sb_publishable_x" },
      transport: WebSocket as unknown as WebSocketLikeConstructor,
    });
    const bytes = Uint8Array.from(frame as Buffer);
    let decoded: unknown;
    client.serializer.decode(bytes.buffer, (message: unknown) => {
      decoded = message;
    });
    expect(decoded).toEqual({
      join_ref: null,
      ref: null,
      topic: "realtime:pedido:1",
      event: "broadcast",
      payload: {
        type: "broadcast",
        event: "pedido_mudou",
        payload: { status: "pronto", nome: "Pão" },
        meta: { id: "m1" },
      },
    });
  });

  it("a 1.0.0 broadcast is hosted's JSON push", () => {
    const frame = encodeBroadcast("realtime:t", "e", { a: 1 }, { id: "m1" }, "1.0.0");
    expect(JSON.parse(frame as string)).toEqual({
      topic: "realtime:t",
      event: "broadcast",
      payload: { event: "e", payload: { a: 1 }, type: "broadcast", meta: { id: "m1" } },
      ref: null,
    });
  });

  it("a topic longer than the binary header allows is not sent on 2.0.0", () => {
    expect(encodeBroadcast(`realtime:${"t".repeat(250)}`, "e", {}, { id: "m" }, "2.0.0")).toBeNull();
  });
});

describe("reading a join", () => {
  it.each([
    [
      { config: { private: true }, access_token: "jwt" },
      { private: true, presence: false, token: "jwt" },
    ],
    [{ config: { private: "TRUE" } }, { private: true, presence: false, token: null }],
    [{ config: { private: "yes" } }, { private: false, presence: false, token: null }],
    [
      { config: { private: true, presence: { enabled: true } } },
      { private: true, presence: true, token: null },
    ],
    [
      { config: { private: true }, access_token: "sb_publishable_x" },
      { private: true, presence: false, token: null },
    ],
    [
      { config: { private: true }, access_token: "a", user_token: "u" },
      { private: true, presence: false, token: "u" },
    ],
    [{ config: "nope" }, { private: false, presence: false, token: null }],
    [null, { private: false, presence: false, token: null }],
  ])("%j", (payload, expected) => {
    expect(parseJoin(payload)).toEqual(expected);
  });

  it.each([
    [true, true],
    ["true", true],
    ["True", true],
    [false, false],
    ["false", false],
    [1, false],
    [null, false],
  ])("FlexibleBoolean %j is %j", (value, expected) => {
    expect(flexibleBoolean(value)).toBe(expected);
  });
});

describe("hosted's words for a token that does not hold", () => {
  it.each<[TokenFailure, string, string]>([
    [
      { kind: "malformed" },
      "MalformedJWT: The token provided is not a valid JWT",
      "The token provided is not a valid JWT",
    ],
    [
      { kind: "expired", secondsAgo: 12 },
      "InvalidJWTToken: Token has expired 12 seconds ago",
      "Token has expired 12 seconds ago",
    ],
    [
      { kind: "missing_claims" },
      "InvalidJWTToken: Fields `role` and `exp` are required in JWT",
      "Fields `role` and `exp` are required in JWT",
    ],
    [{ kind: "signature" }, "JwtSignatureError: Failed to validate JWT signature", ":signature_error"],
  ])("%j", (failure, atJoin, atShutdown) => {
    expect(joinTokenReason(failure)).toBe(atJoin);
    expect(shutdownTokenMessage(failure)).toBe(atShutdown);
  });

  it.each([
    [1_000 + 3, 3_000],
    [1_000 + 3600, CONFIRM_TOKEN_INTERVAL_MS],
    [1_000, 0],
  ])("a token expiring at %i is checked again after %i ms", (exp, delay) => {
    expect(confirmDelayMs({ role: "authenticated", claims: {}, exp }, 1_000_000)).toBe(delay);
  });

  it("never re-checks an API key's role", () => {
    expect(confirmDelayMs(keyIdentity("anon"))).toBeNull();
  });
});

describe("fanning out a broadcast", () => {
  const ID = "6f1c1b8e-9a53-4b34-9a1b-1d3c1f0e2a77";
  it.each([
    [
      "a full announcement",
      JSON.stringify({ id: ID, topic: "t", event: "e", private: true, payload: { a: 1 } }),
      { id: ID, topic: "t", event: "e", private: true, payload: { a: 1 } },
    ],
    ["a key only (a row too large for NOTIFY)", JSON.stringify({ id: ID }), { id: ID }],
    ["an id that is not a uuid", JSON.stringify({ id: "1; drop" }), null],
    ["not JSON", "x", null],
  ])("reads %s", (_case, text, expected) => {
    expect(parseAnnouncement(text)).toEqual(expected);
  });

  function joined(subTopic: string, broadcast: boolean, vsn: Vsn = "2.0.0") {
    const frames: unknown[] = [];
    const channel: JoinedChannel = {
      topic: `realtime:${subTopic}`,
      subTopic,
      joinRef: "1",
      identity: keyIdentity("anon"),
      accessToken: null,
      policies: { broadcast, presence: !broadcast },
      confirmTimer: null,
      vsn,
      send: (data) => frames.push(data),
    };
    return { channel, frames };
  }

  it("reaches the channels on the topic that may read broadcasts, and only for private messages", () => {
    const registry = new ChannelRegistry();
    const reader = joined("pedido:1", true);
    const v1 = joined("pedido:1", true, "1.0.0");
    const presenceOnly = joined("pedido:1", false);
    const elsewhere = joined("pedido:2", true);
    for (const { channel } of [reader, v1, presenceOnly, elsewhere]) registry.add(channel);
    const message = { id: "m", topic: "pedido:1", event: "e", private: true, payload: {} };
    expect(fanOut(registry, message)).toBe(2);
    expect(fanOut(registry, { ...message, private: false })).toBe(0);
    expect([
      reader.frames.length,
      v1.frames.length,
      presenceOnly.frames.length,
      elsewhere.frames.length,
    ]).toEqual([1, 1, 0, 0]);
    expect(Buffer.isBuffer(reader.frames[0])).toBe(true);
    expect(typeof v1.frames[0]).toBe("string");
    registry.remove(reader.channel);
    expect(fanOut(registry, message)).toBe(1);
    expect(registry.size).toBe(3);
  });
});
