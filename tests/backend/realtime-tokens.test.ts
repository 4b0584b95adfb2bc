import type { RealtimeClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, signedIn } from "./helpers";
import {
  collect,
  pause,
  realtimeClient,
  send,
  shortLivedSession,
  startRealtimeBackend,
  subscribe,
  until,
} from "./realtime-helpers";

let backend: EmbeddedBackend;
const sockets: RealtimeClient[] = [];

beforeAll(async () => {
  backend = await startRealtimeBackend();
}, BOOT_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.removeAllChannels()));
});

afterAll(async () => {
  await backend?.stop();
});

const TOPIC = `teste:${DEMO_USER_IDS.cliente}`;
const privately = { config: { private: true } };

/** realtime-js holding the token it was given (as a browser keeps the user's token in memory). */
async function socketWith(token: string): Promise<RealtimeClient> {
  const socket = realtimeClient(backend);
  sockets.push(socket);
  await socket.setAuth(token);
  return socket;
}

type SystemMessage = { extension: string; status: string; message: string; channel: string };

describe("the channel's access token", () => {
  it("keeps the channel when the token is renewed before it expires", async () => {
    const short = await shortLivedSession(backend, "cliente@vitrine.example", 3);
    const socket = await socketWith(short.session.access_token);
    const channel = socket.channel(TOPIC, privately);
    const received = collect(channel, "pedido_mudou");
    const outcomes: string[] = [];
    channel.subscribe((status) => outcomes.push(status));
    await until(() => outcomes.includes("SUBSCRIBED"), 5_000, "the join");

    const fresh = await signedIn(backend, "cliente@vitrine.example");
    await socket.setAuth(fresh.session.access_token);
    await pause(4_000); // past the first token's expiry
    await send(backend, TOPIC, "pedido_mudou", { depois: true });
    await until(() => received.messages.length === 1, 1_000, "the broadcast after the renewal");
    expect(outcomes).toEqual(["SUBSCRIBED"]);
    expect(channel.state).toBe("joined");
  }, 15_000);

  it("closes the channel with hosted's system message when its token expires unrenewed", async () => {
    const short = await shortLivedSession(backend, "cliente@vitrine.example", 2);
    const socket = await socketWith(short.session.access_token);
    const channel = socket.channel(TOPIC, privately);
    const system: SystemMessage[] = [];
    channel.on("system", {}, (payload: SystemMessage) => system.push(payload));
    const outcomes: string[] = [];
    channel.subscribe((status) => outcomes.push(status));
    await until(() => outcomes.includes("SUBSCRIBED"), 5_000, "the join");
    await until(() => outcomes.includes("CLOSED"), 5_000, "the channel to close");
    expect(system).toEqual([
      {
        extension: "system",
        status: "error",
        message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
        channel: TOPIC,
      },
    ]);
    // and nothing sent afterwards reaches the socket
    const received = collect(channel, "pedido_mudou");
    await send(backend, TOPIC, "pedido_mudou", {});
    await pause(300);
    expect(received.messages).toEqual([]);
  }, 15_000);

  it.each([
    ["a token that is not a JWT", "nao-e-um-jwt", "The token provided is not a valid JWT"],
    [
      "a token signed by someone else",
      "eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJh",
      ":signature_error",
    ],
  ])("closes the channel when it is renewed with %s", async (_case, token, message) => {
    const { session } = await signedIn(backend, "cliente@vitrine.example");
    const socket = await socketWith(session.access_token);
    const channel = socket.channel(TOPIC, privately);
    const system: SystemMessage[] = [];
    channel.on("system", {}, (payload: SystemMessage) => system.push(payload));
    expect((await subscribe(channel)).status).toBe("SUBSCRIBED");
    await socket.setAuth(token);
    await until(() => system.length === 1, 2_000, "the system message");
    expect(system[0]).toMatchObject({ status: "error", message });
    await until(() => channel.state === "closed", 2_000, "the channel to close");
  });

  it("refuses a join with an expired token the way hosted words it", async () => {
    const short = await shortLivedSession(backend, "cliente@vitrine.example", 1);
    await pause(2_100);
    const socket = await socketWith(short.session.access_token);
    const outcome = await subscribe(socket.channel(TOPIC, privately));
    expect(outcome.status).toBe("CHANNEL_ERROR");
    expect(outcome.error).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
  });

  it("moves a channel to the new token's user: a token of someone who may not read the topic closes it", async () => {
    const { session } = await signedIn(backend, "cliente@vitrine.example");
    const other = await signedIn(backend, "empresa@vitrine.example");
    const socket = await socketWith(session.access_token);
    const channel = socket.channel(TOPIC, privately);
    const system: SystemMessage[] = [];
    channel.on("system", {}, (payload: SystemMessage) => system.push(payload));
    expect((await subscribe(channel)).status).toBe("SUBSCRIBED");
    await socket.setAuth(other.session.access_token);
    await until(() => system.length === 1, 2_000, "the system message");
    expect(system[0]?.message).toBe(`You do not have permissions to read from this Channel topic: ${TOPIC}`);
  });
});
