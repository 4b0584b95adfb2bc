import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import { orders } from "@/fixtures/orders";
import {
  customerOrdersTopic,
  ORDER_CHANGED_EVENT,
  orderTopic,
  storeOrdersTopic,
} from "@/lib/realtime/topics";
import type { EmbeddedBackend } from "@/supabase/embedded";
import type { RealtimeClient } from "@supabase/supabase-js";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, uniqueEmail, type Client } from "./helpers";
import { collect, pause, realtimeClient, subscribe, until } from "./realtime-helpers";

// Issue 21 through realtime-js, as each account type holds its token in the browser: who may join which order
// topic (supabase/migrations/20250901120000_pedidos_ao_vivo.sql), and who hears a status change.

const PAO = DEMO_COMPANY_ID;
const BELLA = COMPANY_IDS.bellaNapoli;
// a new order of another customer at the bakery, which its owner accepts during the test
const NEW_AT_PAO = orders.find(
  (o) => o.companyId === PAO && o.status === "confirmed" && o.customerId !== DEMO_CUSTOMER_ID,
)!;
const ANA_AT_BELLA = orders.find((o) => o.companyId === BELLA && o.customerId === DEMO_CUSTOMER_ID)!;

let backend: EmbeddedBackend;
const sockets: RealtimeClient[] = [];
type Who = "cliente" | "empresa" | "entregador" | "admin" | "novo";
const sessions = {} as Record<Who, { supabase: Client; token: string; id: string }>;

async function socketOf(who: Who): Promise<RealtimeClient> {
  const socket = realtimeClient(backend);
  sockets.push(socket);
  await socket.setAuth(sessions[who].token);
  return socket;
}

/** Joins `topic` privately as `who`: the join's outcome and what it hears of order changes. */
async function join(who: Who, topic: string) {
  const channel = (await socketOf(who)).channel(topic, { config: { private: true } });
  const heard = collect(channel, ORDER_CHANGED_EVENT);
  const outcome = await subscribe(channel);
  return { outcome: outcome.status, heard };
}

beforeAll(async () => {
  backend = await startMemoryBackend();
  for (const who of ["cliente", "empresa", "entregador", "admin"] as const) {
    const { supabase, session, user } = await signedIn(backend, `${who}@vitrine.example`);
    sessions[who] = { supabase, token: session.access_token, id: user.id };
  }
  const novo = client(backend);
  const { data, error } = await novo.auth.signUp({ email: uniqueEmail("aovivo"), password: "segredo123" });
  if (error || !data.session) throw error ?? new Error("no session");
  sessions.novo = { supabase: novo, token: data.session.access_token, id: data.user!.id };
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  for (const socket of sockets) await socket.disconnect();
  await backend?.stop();
});

describe("order topics through realtime-js, as each account type (issue 21)", () => {
  it.each<[Who, string, () => string, string]>([
    ["cliente", "her own orders", () => customerOrdersTopic(DEMO_CUSTOMER_ID), "SUBSCRIBED"],
    ["cliente", "her order at the pizzeria", () => orderTopic(ANA_AT_BELLA.id), "SUBSCRIBED"],
    ["cliente", "another customer's order", () => orderTopic(NEW_AT_PAO.id), "CHANNEL_ERROR"],
    ["cliente", "the bakery's orders", () => storeOrdersTopic(PAO), "CHANNEL_ERROR"],
    ["empresa", "its bakery's orders", () => storeOrdersTopic(PAO), "SUBSCRIBED"],
    ["empresa", "the pizzeria's orders", () => storeOrdersTopic(BELLA), "CHANNEL_ERROR"],
    ["empresa", "an order at the pizzeria", () => orderTopic(ANA_AT_BELLA.id), "CHANNEL_ERROR"],
    ["entregador", "the bakery's orders", () => storeOrdersTopic(PAO), "SUBSCRIBED"],
    ["admin", "any order", () => orderTopic(NEW_AT_PAO.id), "SUBSCRIBED"],
    ["novo", "Ana's orders", () => customerOrdersTopic(DEMO_CUSTOMER_ID), "CHANNEL_ERROR"],
    ["novo", "Ana's order", () => orderTopic(ANA_AT_BELLA.id), "CHANNEL_ERROR"],
  ])("the %s account joining %s: %s", async (who, _what, topic, expected) => {
    expect((await join(who, topic())).outcome).toBe(expected);
  });

  it("the owner accepting an order reaches the store's owner and courier and an admin on the order, and no other customer", async () => {
    const customerId = NEW_AT_PAO.customerId;
    const listeners = {
      owner: await join("empresa", storeOrdersTopic(PAO)),
      courier: await join("entregador", storeOrdersTopic(PAO)),
      admin: await join("admin", orderTopic(NEW_AT_PAO.id)),
      ana: await join("cliente", customerOrdersTopic(DEMO_CUSTOMER_ID)),
      novo: await join("novo", customerOrdersTopic(sessions.novo.id)),
    };
    for (const [name, listener] of Object.entries(listeners))
      expect(listener.outcome, name).toBe("SUBSCRIBED");

    // a Data API call after the joins still runs as its own user (the joins' local settings do not leak)
    const { error } = await sessions.empresa.supabase.rpc("mudar_status_pedido", {
      p_pedido: NEW_AT_PAO.id,
      p_status: "preparando",
    });
    expect(error).toBeNull();

    const expected = {
      pedido_id: NEW_AT_PAO.id,
      loja_id: PAO,
      de: "confirmado",
      para: "preparando",
      ator: "loja",
    };
    for (const name of ["owner", "courier", "admin"] as const) {
      await until(() => listeners[name].heard.messages.length > 0, 5_000, `${name} hears the change`);
      expect(listeners[name].heard.messages).toHaveLength(1);
      expect(listeners[name].heard.messages[0]!.payload).toMatchObject(expected);
    }
    // Ana's topic is hers, and this order is another customer's (the seed's): she hears nothing of it,
    // and the new customer nothing at all
    await pause(500);
    expect(listeners.ana.heard.messages).toEqual([]);
    expect(listeners.novo.heard.messages).toEqual([]);
    expect(customerId).not.toBe(DEMO_CUSTOMER_ID);
  });
});
