import { once } from "node:events";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";

import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, rawFetch } from "./helpers";
import {
  collect,
  pause,
  realtimeClient,
  send,
  startRealtimeBackend,
  subscribe,
  until,
} from "./realtime-helpers";

let backend: EmbeddedBackend;
const open: WebSocket[] = [];

beforeAll(async () => {
  backend = await startRealtimeBackend();
}, BOOT_TIMEOUT_MS);

afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});

afterAll(async () => {
  await backend?.stop();
});

const socketUrl = (b: EmbeddedBackend, query: string) =>
  `${b.url.replace(/^http/, "ws")}/realtime/v1/websocket?${query}`;

/** A bare `ws` client speaking vsn 2.0.0 by hand, keeping every text frame it receives. */
async function rawSocket(b: EmbeddedBackend = backend) {
  const ws = new WebSocket(socketUrl(b, `apikey=${b.publishableKey}&vsn=2.0.0`));
  open.push(ws);
  const frames: unknown[][] = [];
  ws.on("message", (data, isBinary) => {
    if (!isBinary) frames.push(JSON.parse(String(data)) as unknown[]);
  });
  ws.on("error", () => {});
  await once(ws, "open");
  const reply = async (ref: string) => {
    await until(() => frames.some((frame) => frame[1] === ref), 2_000, `the reply to ${ref}`);
    return frames.find((frame) => frame[1] === ref);
  };
  return {
    ws,
    frames,
    reply,
    send: (frame: unknown) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
  };
}

/** The HTTP answer to an upgrade the backend refuses. */
async function refusal(query: string, headers: Record<string, string> = {}, path = "/realtime/v1/websocket") {
  const ws = new WebSocket(`${backend.url.replace(/^http/, "ws")}${path}?${query}`, { headers });
  ws.on("error", () => {});
  const [, res] = (await once(ws, "unexpected-response")) as [unknown, import("node:http").IncomingMessage];
  let body = "";
  for await (const chunk of res) body += String(chunk);
  return { status: res.statusCode, body: JSON.parse(body) as Record<string, unknown> };
}

const joinFrame = (ref: string, topic: string) => [
  ref,
  ref,
  `realtime:${topic}`,
  "phx_join",
  { config: { private: true } },
];

describe("opening the socket, as Supabase's gateway checks it", () => {
  it.each([
    ["no API key", "vsn=2.0.0", {}, 401, "No API key found in request"],
    [
      "an unknown API key",
      "apikey=sb_publishable_naoexiste_1234567890&vsn=2.0.0",
      {},
      401,
      "Invalid API key",
    ],
    ["an unsupported protocol version", "vsn=3.0.0", {}, 403, "unsupported vsn"],
  ])("refuses %s", async (_case, query, headers, status, message) => {
    const full =
      query.includes("apikey") || status === 401 ? query : `apikey=${backend.publishableKey}&${query}`;
    expect(await refusal(full, headers)).toEqual({ status, body: expect.objectContaining({ message }) });
  });

  it("refuses the secret key from a browser", async () => {
    const answer = await refusal(`apikey=${backend.secretKey}&vsn=2.0.0`, {
      Origin: "http://localhost:3000",
    });
    expect(answer).toEqual({
      status: 401,
      body: expect.objectContaining({ message: "Forbidden use of secret API key in browser" }),
    });
  });

  it("answers 404 on any other websocket path", async () => {
    const answer = await refusal(`apikey=${backend.publishableKey}`, {}, "/realtime/v1/outra");
    expect(answer.status).toBe(404);
  });
});

describe("the Phoenix protocol", () => {
  it("answers a heartbeat on the phoenix topic (realtime-js's own heartbeat too)", async () => {
    const socket = await rawSocket();
    socket.send([null, "7", "phoenix", "heartbeat", {}]);
    expect(await socket.reply("7")).toEqual([
      null,
      "7",
      "phoenix",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    const statuses: string[] = [];
    const client = realtimeClient(backend, { heartbeatCallback: (status) => statuses.push(status) });
    client.connect();
    await until(() => client.isConnected(), 2_000, "the connection");
    await client.sendHeartbeat();
    await until(() => statuses.includes("ok"), 2_000, "the heartbeat reply");
    await client.disconnect();
  });

  it("replies to joins, leaves and strays the way Phoenix does", async () => {
    const socket = await rawSocket();
    socket.send(joinFrame("1", "publico:a"));
    expect(await socket.reply("1")).toEqual([
      "1",
      "1",
      "realtime:publico:a",
      "phx_reply",
      { status: "ok", response: { postgres_changes: [] } },
    ]);
    socket.send(["1", "2", "realtime:publico:a", "phx_leave", {}]);
    expect(await socket.reply("2")).toEqual([
      "1",
      "2",
      "realtime:publico:a",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    await until(() => socket.frames.some((frame) => frame[3] === "phx_close"), 2_000, "phx_close");
    expect(socket.frames.find((frame) => frame[3] === "phx_close")).toEqual([
      "1",
      "1",
      "realtime:publico:a",
      "phx_close",
      {},
    ]);
    socket.send(["3", "3", "realtime:publico:a", "access_token", { access_token: "x" }]);
    expect(await socket.reply("3")).toEqual([
      null,
      "3",
      "realtime:publico:a",
      "phx_reply",
      { status: "error", response: { reason: "unmatched topic" } },
    ]);
    socket.send(["4", "4", "realtime:", "phx_join", { config: { private: true } }]);
    expect((await socket.reply("4"))?.[4]).toEqual({
      status: "error",
      response: { reason: "TopicNameRequired: You must provide a topic name" },
    });
    socket.send(["5", "5", "sala", "phx_join", {}]);
    expect((await socket.reply("5"))?.[4]).toEqual({
      status: "error",
      response: { reason: "unmatched topic" },
    });
  });

  it("speaks vsn 1.0.0 too: JSON objects, broadcasts as JSON pushes", async () => {
    const client = realtimeClient(backend, { vsn: "1.0.0" });
    const channel = client.channel("publico:v1", { config: { private: true } });
    const received = collect(channel, "aviso");
    expect(await subscribe(channel)).toEqual({ status: "SUBSCRIBED" });
    await send(backend, "publico:v1", "aviso", { ok: true });
    await until(() => received.messages.length === 1, 1_000, "the broadcast");
    expect(received.messages[0]).toMatchObject({ type: "broadcast", event: "aviso", payload: { ok: true } });
    await client.removeAllChannels();
  });
});

describe("hostile or careless clients", () => {
  it("ignores malformed frames and unknown events, and keeps serving the socket and HTTP", async () => {
    const socket = await rawSocket();
    socket.send(joinFrame("1", "publico:b"));
    await socket.reply("1");
    for (const junk of [
      "não é json",
      "[1,2]",
      "{}",
      "null",
      "[".repeat(10_000),
      JSON.stringify([null, null, 5, 6, {}]),
    ]) {
      socket.send(junk);
    }
    socket.ws.send(Buffer.from([3, 0, 0, 0, 0, 0, 1]));
    socket.send(["1", "9", "realtime:publico:b", "evento_desconhecido", { x: 1 }]);
    socket.send([
      "1",
      "10",
      "realtime:publico:b",
      "broadcast",
      { type: "broadcast", event: "e", payload: {} },
    ]);
    socket.send([null, "11", "phoenix", "heartbeat", {}]);
    expect((await socket.reply("11"))?.[4]).toEqual({ status: "ok", response: {} });
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    expect((await rawFetch(backend, "/rest/v1/categorias?select=slug&limit=1")).status).toBe(200);
  });

  it("caps the channels one socket may join", async () => {
    const socket = await rawSocket();
    for (let n = 0; n < 101; n += 1) socket.send(joinFrame(`j${n}`, `publico:${n}`));
    expect((await socket.reply("j99"))?.[4]).toMatchObject({ status: "ok" });
    expect((await socket.reply("j100"))?.[4]).toEqual({
      status: "error",
      response: { reason: "ChannelRateLimitReached: Too many channels" },
    });
  });

  it("drops a socket that floods it faster than it can answer, and keeps serving others", async () => {
    const socket = await rawSocket();
    for (let n = 0; n < 400; n += 1) socket.send(joinFrame(`f${n}`, `publico:f${n}`));
    await once(socket.ws, "close");
    const other = await rawSocket();
    other.send([null, "1", "phoenix", "heartbeat", {}]);
    expect((await other.reply("1"))?.[4]).toEqual({ status: "ok", response: {} });
  });

  it("closes the socket on a frame over hosted's 5 MB limit", async () => {
    const socket = await rawSocket();
    socket.send(JSON.stringify([null, "1", "phoenix", "heartbeat", { x: "x".repeat(5_100_000) }]));
    const [code] = (await once(socket.ws, "close")) as [number];
    expect(code).toBe(1009);
    expect((await rawFetch(backend, "/rest/v1/categorias?select=slug&limit=1")).status).toBe(200);
  });

  it("drops a client that vanishes (no heartbeat within the idle timeout) and forgets its channels", async () => {
    const quick = await startRealtimeBackend({ realtime: { idleTimeoutMs: 300 } });
    try {
      const socket = await rawSocket(quick);
      socket.send(joinFrame("1", "publico:c"));
      await socket.reply("1");
      await once(socket.ws, "close");
      const stats = await rawFetch(quick, "/__vitrine/stats", { headers: { apikey: quick.secretKey } });
      expect(stats.body?.realtime).toMatchObject({ sockets: 0, channels: 0 });
    } finally {
      await quick.stop();
    }
  });
});

describe("dropped connections", () => {
  it("the drop route cuts every socket; realtime-js reconnects and rejoins on its own", async () => {
    const secret = { apikey: backend.secretKey };
    expect((await rawFetch(backend, "/__vitrine/realtime/drop", { method: "POST" })).status).toBe(401);
    const client = realtimeClient(backend);
    const channel = client.channel("publico:d", { config: { private: true } });
    const received = collect(channel, "aviso");
    const outcomes: string[] = [];
    channel.subscribe((status) => outcomes.push(status));
    await until(() => outcomes.includes("SUBSCRIBED"), 2_000, "the join");
    const dropped = await rawFetch(backend, "/__vitrine/realtime/drop", { method: "POST", headers: secret });
    expect(dropped.body).toEqual({ dropped: 1 });
    await until(() => outcomes.filter((status) => status === "SUBSCRIBED").length === 2, 5_000, "the rejoin");
    await send(backend, "publico:d", "aviso", { depois: true });
    await until(() => received.messages.length === 1, 1_000, "the broadcast after the rejoin");
    await client.removeAllChannels();
  });

  it("with ?for=<ms> the drop route also refuses new sockets that long, then lets them in again", async () => {
    const secret = { apikey: backend.secretKey };
    const client = realtimeClient(backend);
    const channel = client.channel("publico:f", { config: { private: true } });
    const outcomes: string[] = [];
    channel.subscribe((status) => outcomes.push(status));
    await until(() => outcomes.includes("SUBSCRIBED"), 2_000, "the join");
    const started = performance.now();
    await rawFetch(backend, "/__vitrine/realtime/drop?for=2500", { method: "POST", headers: secret });
    // realtime-js tries again after 1 s and 2 s: both refused, the third try (5 s later) gets in
    await until(
      () => outcomes.filter((status) => status === "SUBSCRIBED").length === 2,
      12_000,
      "the rejoin",
    );
    expect(performance.now() - started).toBeGreaterThan(2_500);
    await client.removeAllChannels();
  });

  it("a backend restart closes the sockets without hanging, and clients come back when it does", async () => {
    const first = await startRealtimeBackend();
    const port = Number(new URL(first.url).port);
    const client = realtimeClient(first);
    const channel = client.channel("publico:e", { config: { private: true } });
    const outcomes: string[] = [];
    channel.subscribe((status) => outcomes.push(status));
    await until(() => outcomes.includes("SUBSCRIBED"), 2_000, "the join");
    const started = performance.now();
    await first.stop();
    expect(performance.now() - started).toBeLessThan(2_000);
    await pause(200);
    const second = await startRealtimeBackend({ port });
    try {
      await until(
        () => outcomes.filter((status) => status === "SUBSCRIBED").length === 2,
        15_000,
        "the rejoin",
      );
    } finally {
      await client.removeAllChannels();
      await second.stop();
    }
  }, 30_000);
});
