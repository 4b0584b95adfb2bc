import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, rawFetch, signedIn, type Client } from "./helpers";
import { collect, pause, send, startRealtimeBackend, subscribe, until } from "./realtime-helpers";

let backend: EmbeddedBackend;
const clients: Client[] = [];

beforeAll(async () => {
  backend = await startRealtimeBackend();
}, BOOT_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(clients.splice(0).map((supabase) => supabase.removeAllChannels()));
});

afterAll(async () => {
  await backend?.stop();
});

/** supabase-js signed in as a demo account, its channels closed after each test. */
async function as(email: string): Promise<Client> {
  const { supabase } = await signedIn(backend, email);
  clients.push(supabase);
  return supabase;
}

const own = (id: string) => `teste:${id}`;
const privately = { config: { private: true } };

describe("joining a private channel (RLS on realtime.messages decides)", () => {
  it("lets a user join the topic a policy lets them read", async () => {
    const supabase = await as("cliente@vitrine.example");
    expect(await subscribe(supabase.channel(own(DEMO_USER_IDS.cliente), privately))).toEqual({
      status: "SUBSCRIBED",
    });
  });

  it("refuses another user's topic with hosted's message", async () => {
    const supabase = await as("empresa@vitrine.example");
    const topic = own(DEMO_USER_IDS.cliente);
    expect(await subscribe(supabase.channel(topic, privately))).toEqual({
      status: "CHANNEL_ERROR",
      error: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
    });
  });

  it("refuses a visitor (the publishable key alone acts as anon) on a user's topic, and lets it read a public one", async () => {
    const visitor = client(backend);
    clients.push(visitor);
    expect((await subscribe(visitor.channel(own(DEMO_USER_IDS.cliente), privately))).status).toBe(
      "CHANNEL_ERROR",
    );
    expect(await subscribe(visitor.channel("publico:vitrine", privately))).toEqual({ status: "SUBSCRIBED" });
  });

  it("refuses a public channel: the project allows private channels only", async () => {
    const supabase = await as("cliente@vitrine.example");
    expect(await subscribe(supabase.channel(own(DEMO_USER_IDS.cliente)))).toEqual({
      status: "CHANNEL_ERROR",
      error: "PrivateOnly: This project only allows private channels",
    });
  });
});

describe("broadcast from the database", () => {
  it("delivers a committed realtime.send to the authorised subscriber within a second, and to nobody else", async () => {
    const cliente = await as("cliente@vitrine.example");
    const empresa = await as("empresa@vitrine.example");
    const mine = cliente.channel(own(DEMO_USER_IDS.cliente), privately);
    const theirs = empresa.channel(own(DEMO_USER_IDS.empresa), privately);
    const received = collect(mine, "pedido_mudou");
    const elsewhere = collect(theirs, "pedido_mudou");
    expect((await subscribe(mine)).status).toBe("SUBSCRIBED");
    expect((await subscribe(theirs)).status).toBe("SUBSCRIBED");
    // and the store's owner trying the customer's topic is refused, so cannot receive it either
    const intruder = empresa.channel(own(DEMO_USER_IDS.cliente), privately);
    const intercepted = collect(intruder, "pedido_mudou");
    expect((await subscribe(intruder)).status).toBe("CHANNEL_ERROR");

    const sentAt = performance.now();
    await send(backend, own(DEMO_USER_IDS.cliente), "pedido_mudou", { status: "preparando" });
    await until(() => received.messages.length === 1, 1_000, "the broadcast");
    expect(received.times[0]! - sentAt).toBeLessThan(1_000);
    const [message] = received.messages;
    expect(message).toMatchObject({
      type: "broadcast",
      event: "pedido_mudou",
      payload: { status: "preparando" },
    });
    // hosted adds the message id to the payload and to meta
    expect(message?.payload.id).toEqual(message?.meta?.id);
    await pause(300);
    expect(elsewhere.messages).toEqual([]);
    expect(intercepted.messages).toEqual([]);
  });

  it("delivers nothing of a transaction that rolls back", async () => {
    const cliente = await as("cliente@vitrine.example");
    const channel = cliente.channel(own(DEMO_USER_IDS.cliente), privately);
    const received = collect(channel, "pedido_mudou");
    expect((await subscribe(channel)).status).toBe("SUBSCRIBED");
    await send(backend, own(DEMO_USER_IDS.cliente), "pedido_mudou", { n: 1 }, true);
    await send(backend, own(DEMO_USER_IDS.cliente), "pedido_mudou", { n: 2 });
    await until(() => received.messages.length >= 1, 1_000, "the committed broadcast");
    await pause(200);
    expect(received.messages.map((message) => message.payload.n)).toEqual([2]);
  });

  it("delivers only the events a channel listens to, in commit order", async () => {
    const cliente = await as("cliente@vitrine.example");
    const channel = cliente.channel(own(DEMO_USER_IDS.cliente), privately);
    const changes = collect(channel, "pedido_mudou");
    const others = collect(channel, "outro_evento");
    expect((await subscribe(channel)).status).toBe("SUBSCRIBED");
    for (const n of [1, 2, 3]) await send(backend, own(DEMO_USER_IDS.cliente), "pedido_mudou", { n });
    await send(backend, own(DEMO_USER_IDS.cliente), "outro_evento", { n: 4 });
    await until(() => others.messages.length === 1, 1_000, "the other event");
    expect(changes.messages.map((message) => message.payload.n)).toEqual([1, 2, 3]);
  });

  it("counts sockets, channels and deliveries in the stats", async () => {
    const secret = { apikey: backend.secretKey };
    await rawFetch(backend, "/__vitrine/stats/reset", { method: "POST", headers: secret });
    const cliente = await as("cliente@vitrine.example");
    const channel = cliente.channel(own(DEMO_USER_IDS.cliente), privately);
    const received = collect(channel, "pedido_mudou");
    expect((await subscribe(channel)).status).toBe("SUBSCRIBED");
    await send(backend, own(DEMO_USER_IDS.cliente), "pedido_mudou", {});
    await until(() => received.messages.length === 1, 1_000, "the broadcast");
    const stats = await rawFetch(backend, "/__vitrine/stats", { headers: secret });
    expect(stats.body?.realtime).toEqual({ sockets: 1, channels: 1, delivered: 1 });
  });
});
