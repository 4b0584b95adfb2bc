import { createServer, type Server, type Socket } from "node:net";

import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { toBackendError } from "@/lib/auth/backend-error";
import { loginErrorKey } from "@/lib/auth/login-errors";
import { registerErrorFor } from "@/lib/auth/register-errors";
import { clientOptions } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";
import { fetchWithDeadline, SUPABASE_TIMEOUT_MS, SupabaseTimeoutError } from "@/lib/supabase/deadline";
import messages from "@/messages/pt-BR.json";

const DEADLINE_MS = 300;
const CONNECTION = "Erro de conexão";

// A backend that accepts connections and never answers, as the probe found.
let server: Server;
let url: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function silentClient() {
  return createClient<Database>(url, "sb_publishable_test", {
    ...clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithDeadline(DEADLINE_MS) },
  });
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe("every call to Supabase has a deadline", () => {
  it("is one constant of a few seconds, passed to every client", () => {
    expect(SUPABASE_TIMEOUT_MS).toBeGreaterThanOrEqual(2_000);
    expect(SUPABASE_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(clientOptions.global?.fetch).toBeTypeOf("function");
  });

  it("rejects a fetch the server never answers once the deadline passes", async () => {
    const [outcome, ms] = await timed(() =>
      fetchWithDeadline(DEADLINE_MS)(`${url}/rest/v1/x`).catch((e) => e),
    );
    expect(outcome).toBeInstanceOf(SupabaseTimeoutError);
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
  });

  it("still honours a caller's own abort signal", async () => {
    const controller = new AbortController();
    const pending = fetchWithDeadline(60_000)(`${url}/x`, { signal: controller.signal }).catch((e) => e);
    controller.abort();
    expect(((await pending) as Error).name).toBe("AbortError");
  });

  it("ends signInWithPassword in time, and the login screen says 'Erro de conexão'", async () => {
    const [{ data, error }, ms] = await timed(() =>
      silentClient().auth.signInWithPassword({ email: "cliente@vitrine.example", password: "vitrine123" }),
    );
    expect(data.session).toBeNull();
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
    const key = loginErrorKey({ kind: "backend", error: toBackendError(error) });
    expect(messages.login.errors[key]).toBe(CONNECTION);
  });

  it("ends signUp in time, and the register screen says 'Erro de conexão'", async () => {
    const { error } = await silentClient().auth.signUp({ email: "novo@exemplo.com", password: "segredo123" });
    const result = registerErrorFor(toBackendError(error));
    expect("key" in result && messages.register.errors[result.key]).toBe(CONNECTION);
  });

  it("ends an rpc in time (the nickname lookup) as a connection failure", async () => {
    const { error, status } = await silentClient().rpc("resolve_login_nickname", { nickname: "superadmin" });
    expect(status).toBe(0);
    const key = loginErrorKey({ kind: "backend", error: toBackendError(error, status) });
    expect(messages.login.errors[key]).toBe(CONNECTION);
  });

  it("ends a REST read within one deadline: no retries that would multiply it", async () => {
    const [{ error, status }, ms] = await timed(async () =>
      silentClient().from("perfis").select("tipo_conta").eq("user_id", "x").maybeSingle(),
    );
    expect(error).not.toBeNull();
    expect(status).toBe(0);
    expect(ms).toBeLessThan(2 * DEADLINE_MS + 500);
  });
});
