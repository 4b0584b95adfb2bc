import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, inject, vi } from "vitest";

import { FORWARDED_FOR, FORWARDING_SECRET } from "@/lib/supabase/client-address";
import { clientOptions } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";
import { startEmbeddedBackend, type EmbeddedBackend, type EmbeddedBackendOptions } from "@/supabase/embedded";
import { openDatabase } from "@/supabase/embedded/db";

export type Client = SupabaseClient<Database>;

export const DEMO_PASSWORD = "vitrine123";

/** PGlite boots in 2-5 s, but several minutes' worth of margin keeps a loaded CI machine green. */
export const BOOT_TIMEOUT_MS = 180_000;

/** Sign-ins a test file may make from one address; rate-limit.test.ts runs with the shipped value. */
const TEST_SIGN_IN_LIMIT = 1_000;

/** The VITRINE_FORWARDING_SECRET the test backends share with the app-like clients below. */
export const TEST_FORWARDING_SECRET = "vitrine-test-forwarding-secret";

/** The migrated and seeded database this run saved (tests/support/pglite-snapshot.ts), if it could. */
const snapshotDir = () => inject("pgliteSnapshotDir");

/** A fresh in-memory database with today's schema and seed, as `openDatabase("memory")` gives it. */
export function openMemoryDatabase() {
  return openDatabase("memory", snapshotDir());
}

/** A fresh in-memory backend on a free port, as the e2e tests and CI use it. */
export function startMemoryBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  return startEmbeddedBackend({
    port: 0,
    dataDir: "memory",
    snapshotDir: snapshotDir(),
    ...options,
    auth: {
      signInSignUpsPerWindow: TEST_SIGN_IN_LIMIT,
      forwardingSecret: TEST_FORWARDING_SECRET,
      ...options.auth,
    },
  });
}

/**
 * The backend this file's app code reads: a fresh in-memory one, started before the file's tests with
 * SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY pointing at it (as the app's server reads them), stopped after them.
 * Returns the running backend; call it inside hooks and tests.
 */
export function withAppBackend(options: EmbeddedBackendOptions = {}): () => EmbeddedBackend {
  let backend: EmbeddedBackend | undefined;
  beforeAll(async () => {
    backend = await startMemoryBackend(options);
    vi.stubEnv("SUPABASE_URL", backend.url);
    vi.stubEnv("SUPABASE_PUBLISHABLE_KEY", backend.publishableKey);
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await backend?.stop();
  });
  return () => {
    if (!backend) throw new Error("o backend do teste ainda não subiu");
    return backend;
  };
}

export type CountingFetch = typeof fetch & { calls: string[] };

/** A fetch that records every URL it is asked for, to prove when the client makes no request. */
export function countingFetch(): CountingFetch {
  const calls: string[] = [];
  const wrapped = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    calls.push(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    return fetch(input, init);
  }) as CountingFetch;
  wrapped.calls = calls;
  return wrapped;
}

/**
 * The real supabase-js client, configured like the app's server-side clients; `forwardedFor` is the
 * shopper's address the app would forward, with the app's proof (lib/supabase/client-address.ts).
 */
export function client(
  backend: EmbeddedBackend,
  key = backend.publishableKey,
  customFetch?: typeof fetch,
  forwardedFor?: string,
): Client {
  return createClient<Database>(backend.url, key, {
    ...clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      ...clientOptions.global,
      ...(customFetch ? { fetch: customFetch } : {}),
      ...(forwardedFor
        ? { headers: { [FORWARDED_FOR]: forwardedFor, [FORWARDING_SECRET]: TEST_FORWARDING_SECRET } }
        : {}),
    },
  });
}

/** A client signed in with e-mail and password; throws if the sign-in fails. */
export async function signedIn(backend: EmbeddedBackend, email: string, password = DEMO_PASSWORD) {
  const supabase = client(backend);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { supabase, session: data.session, user: data.user };
}

let counter = 0;
/** A new, valid and unused e-mail address. */
export function uniqueEmail(prefix = "teste"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@exemplo.com.br`;
}

export async function rawFetch(backend: EmbeddedBackend, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("apikey")) headers.set("apikey", backend.publishableKey);
  const response = await fetch(`${backend.url}${path}`, { ...init, headers });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> | null };
}

/**
 * Runs `work` (calls to a backend that is down) with `setTimeout` under fake timers, moving the clock to the next
 * timer whenever only timers are left to wait for: postgrest-js's retries of a failed GET (1 s, 2 s and 4 s of
 * backoff) run as they would, without the 7 s of waiting. The requests themselves and the deadline of each one
 * (AbortSignal.timeout, lib/supabase/deadline.ts) stay on the real clock.
 */
export async function withoutRetryBackoff<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    let settled = false;
    const result = work().finally(() => (settled = true));
    result.catch(() => {});
    while (!settled) {
      // a turn of the real event loop: a refused connection or a reply arrives here
      await new Promise((resolve) => setImmediate(resolve));
      if (!settled && vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
    }
    return await result;
  } finally {
    vi.useRealTimers();
  }
}
