import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, rawFetch, signedIn, startMemoryBackend } from "./helpers";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend();
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

const json = { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" };

describe("embedded backend robustness", () => {
  it("answers malformed JSON with a 400 in each service's shape", async () => {
    const auth = await rawFetch(backend, "/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: json,
      body: "{nope",
    });
    expect(auth.status).toBe(400);
    expect(auth.body?.code).toBe("bad_json");
    const rest = await rawFetch(backend, "/rest/v1/categorias", {
      method: "POST",
      headers: json,
      body: "[1,",
    });
    expect(rest.status).toBe(400);
    expect(rest.body?.code).toBe("PGRST102");
  });

  it("refuses a body over 1 MiB with 413 and keeps serving", async () => {
    const big = JSON.stringify({ email: "x@y.com", password: "a".repeat(1024 * 1024 + 10) });
    const response = await rawFetch(backend, "/auth/v1/signup", { method: "POST", headers: json, body: big });
    expect(response.status).toBe(413);
    const after = await client(backend).from("categorias").select("id").limit(1);
    expect(after.error).toBeNull();
  });

  it("answers unknown routes with a JSON 404", async () => {
    for (const path of ["/nada", "/auth/v1/nada", "/rest/v1/a/b/c"]) {
      const response = await rawFetch(backend, path);
      expect(response.status).toBe(404);
      expect(typeof response.body?.message).toBe("string");
    }
  });

  it("reports an unknown table as PGRST205 and rejects unsafe names", async () => {
    const unknown = await rawFetch(backend, "/rest/v1/tabela_inexistente?select=*");
    expect(unknown.status).toBe(404);
    expect(unknown.body?.code).toBe("PGRST205");
    const injected = await rawFetch(
      backend,
      `/rest/v1/categorias?select=${encodeURIComponent("nome;drop table x")}`,
    );
    expect(injected.status).toBe(400);
    const value = await client(backend)
      .from("categorias")
      .select("id")
      .eq("nome", "x'; drop table categorias; --");
    expect(value.data).toEqual([]);
  });

  it("answers an unknown grant type with unsupported_grant_type", async () => {
    const response = await rawFetch(backend, "/auth/v1/token?grant_type=magic", {
      method: "POST",
      headers: json,
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "unsupported_grant_type" });
  });

  it("requires an API key and rejects a tampered access token", async () => {
    const noKey = await fetch(`${backend.url}/rest/v1/categorias`);
    expect(noKey.status).toBe(401);
    const { session } = await signedIn(backend, "cliente@vitrine.example");
    const tampered = `${session.access_token.slice(0, -4)}AAAA`;
    const response = await rawFetch(backend, "/rest/v1/perfis?select=tipo_conta", {
      headers: { Authorization: `Bearer ${tampered}` },
    });
    expect(response.status).toBe(401);
    expect(response.body?.code).toBe("PGRST301");
  });

  it("answers an expired access token with PGRST303 on the Data API and bad_jwt on Auth", async () => {
    const { session } = await signedIn(backend, "cliente@vitrine.example");
    // The backend runs in this process: moving its clock past `exp` expires the token.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
    const rest = await rawFetch(backend, "/rest/v1/perfis?select=tipo_conta", {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: "PGRST303", message: "JWT expired" });
    const auth = await rawFetch(backend, "/auth/v1/user", {
      headers: { Authorization: `Bearer ${session.access_token}`, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(auth.status).toBe(403);
    expect(auth.body?.code).toBe("bad_jwt");
  });

  it("keeps answering data requests while a password is being hashed", async () => {
    const order: string[] = [];
    const signIn = client(backend)
      .auth.signInWithPassword({ email: "empresa@vitrine.example", password: "vitrine123" })
      .then(() => order.push("sign-in"));
    const read = client(backend)
      .from("categorias")
      .select("id")
      .limit(1)
      .then(() => order.push("read"));
    await Promise.all([signIn, read]);
    expect(order).toEqual(["read", "sign-in"]);
  });

  it("answers CORS preflights without granting a page's origin (the browser never calls the backend)", async () => {
    const response = await fetch(`${backend.url}/auth/v1/token`, {
      method: "OPTIONS",
      headers: { Origin: "https://pagina-qualquer.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("vary")).toBe("Origin");
  });
});
