import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { RealtimeClient, type RealtimeChannel, type WebSocketLikeConstructor } from "@supabase/supabase-js";
import { inject, vi } from "vitest";
import WebSocket from "ws";

import type { EmbeddedBackend, EmbeddedBackendOptions } from "@/supabase/embedded";
import { bootstrapFingerprint, saveSnapshot } from "@/supabase/embedded/db";

import { openMemoryDatabase, rawFetch, signedIn, startMemoryBackend } from "./helpers";

/**
 * What the Realtime tests add to the seeded database: who may read which test topic (the way the project's
 * migrations write policies on realtime.messages), and a function that sends a broadcast and, when asked,
 * fails its transaction after sending, for the service role only.
 */
const TEST_SQL = `
  create policy "teste: cada usuário lê o próprio tópico" on realtime.messages
    for select to authenticated
    using (realtime.messages.extension = 'broadcast' and realtime.topic() = 'teste:' || (select auth.uid())::text);
  create policy "teste: visitantes leem os tópicos públicos" on realtime.messages
    for select to anon
    using (realtime.messages.extension = 'broadcast' and realtime.topic() like 'publico:%');
  create function public.teste_enviar(p_topico text, p_evento text, p_payload jsonb, p_desfazer boolean)
  returns void language plpgsql security definer set search_path = '' as $$
  begin
    perform realtime.send(p_payload, p_evento, p_topico);
    if p_desfazer then raise exception 'desfeito de propósito'; end if;
  end $$;
  revoke execute on function public.teste_enviar(text, text, jsonb, boolean) from public, anon, authenticated;
  grant execute on function public.teste_enviar(text, text, jsonb, boolean) to service_role;
`;

let saved: Promise<string> | undefined;

/**
 * This run's seeded database plus TEST_SQL, saved once per worker where a memory backend starts from it. The folder
 * is inside the run's folder of saved databases, which the global teardown removes (tests/support/pglite-snapshot.ts):
 * a worker's "exit" event never comes when Vitest stops it, and each run left three 43 MB folders in /tmp.
 */
function realtimeSnapshotDir(): Promise<string> {
  saved ??= (async () => {
    const runDir = inject("pgliteSnapshotDir");
    const dir = mkdtempSync(join(runDir ?? tmpdir(), "vitrine-realtime-"));
    if (!runDir) process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const { db } = await openMemoryDatabase();
    try {
      await db.exec(TEST_SQL);
      await saveSnapshot(db, dir, bootstrapFingerprint());
    } finally {
      await db.close();
    }
    return dir;
  })();
  return saved;
}

/** A fresh in-memory backend whose database also holds TEST_SQL. */
export async function startRealtimeBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  return startMemoryBackend({ snapshotDir: await realtimeSnapshotDir(), ...options });
}

/** Sends through realtime.send() in a transaction of its own that commits, or rolls back when `rollback`. */
export async function send(
  backend: EmbeddedBackend,
  topic: string,
  event: string,
  payload: object,
  rollback = false,
) {
  const reply = await rawFetch(backend, "/rest/v1/rpc/teste_enviar", {
    method: "POST",
    headers: { apikey: backend.secretKey, "Content-Type": "application/json" },
    body: JSON.stringify({ p_topico: topic, p_evento: event, p_payload: payload, p_desfazer: rollback }),
  });
  if (reply.status < 300 === rollback) throw new Error(`teste_enviar answered ${reply.status}`);
}

/** realtime-js on its own, as a browser holding the user's token in memory would use it (`ws` on Node 20). */
export function realtimeClient(
  backend: EmbeddedBackend,
  options: { vsn?: string; heartbeatCallback?: (status: string) => void } = {},
): RealtimeClient {
  return new RealtimeClient(`${backend.url.replace(/^http/, "ws")}/realtime/v1`, {
    params: { apikey: backend.publishableKey },
    transport: WebSocket as unknown as WebSocketLikeConstructor,
    ...options,
  });
}

export type Subscription = { status: string; error?: string };

/** Subscribes and resolves with the first outcome (SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT or CLOSED). */
export function subscribe(channel: RealtimeChannel): Promise<Subscription> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => resolve({ status, ...(error ? { error: error.message } : {}) }));
  });
}

export type Received = {
  type: string;
  event: string;
  payload: Record<string, unknown>;
  meta?: { id: string };
};

/** Every broadcast the channel receives for `event`, with the time it arrived. */
export function collect(channel: RealtimeChannel, event: string): { messages: Received[]; times: number[] } {
  const log = { messages: [] as Received[], times: [] as number[] };
  channel.on("broadcast", { event }, (message) => {
    log.times.push(performance.now());
    log.messages.push(message as Received);
  });
  return log;
}

/** Waits until `check` holds, polling every 20 ms, or fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5_000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user's session whose access token expires `seconds` from now: issued with Node's clock moved back. */
export async function shortLivedSession(backend: EmbeddedBackend, email: string, seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - (3600 - seconds) * 1000 });
  try {
    return await signedIn(backend, email);
  } finally {
    vi.useRealTimers();
  }
}
