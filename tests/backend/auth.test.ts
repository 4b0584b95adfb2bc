import { createServerClient } from "@supabase/ssr";
import { AuthWeakPasswordError, isAuthApiError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import { clientOptions } from "@/lib/supabase/client-options";
import type { EmbeddedBackend } from "@/supabase/embedded";

import {
  BOOT_TIMEOUT_MS,
  client,
  countingFetch,
  DEMO_PASSWORD,
  rawFetch,
  signedIn,
  startMemoryBackend,
  uniqueEmail,
} from "./helpers";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend();
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe("sign-up (product.md §5, product.md §6)", () => {
  it("creates a cliente even when the metadata asks for superadmin", async () => {
    const supabase = client(backend);
    const email = uniqueEmail();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: "segredo123",
      options: {
        emailRedirectTo: "http://localhost:3000",
        data: { tipo: "superadmin", tipo_conta: "superadmin" },
      },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    const { data: claims } = await supabase.auth.getClaims();
    expect(claims?.claims.tipo_conta).toBe("cliente");
    const { data: perfil } = await supabase
      .from("perfis")
      .select("tipo_conta, email")
      .eq("user_id", data.user!.id)
      .single();
    expect(perfil).toEqual({ tipo_conta: "cliente", email });
  });

  it("refuses an e-mail that is already registered with user_already_exists", async () => {
    const { error } = await client(backend).auth.signUp({
      email: "cliente@vitrine.example",
      password: "outrasenha",
    });
    expect(isAuthApiError(error)).toBe(true);
    expect(error?.code).toBe("user_already_exists");
    expect(error?.status).toBe(422);
  });

  it("refuses a password shorter than 6 characters with weak_password", async () => {
    const { error } = await client(backend).auth.signUp({ email: uniqueEmail(), password: "12345" });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.code).toBe("weak_password");
    expect((error as AuthWeakPasswordError).reasons).toEqual(["length"]);
  });

  it("refuses a malformed e-mail with validation_failed", async () => {
    const { error } = await client(backend).auth.signUp({ email: "sem-arroba", password: "segredo123" });
    expect(error?.code).toBe("validation_failed");
    expect(error?.message).toBe("Unable to validate email address: invalid format");
  });
});

describe("password sign-in", () => {
  it("answers invalid_credentials for a wrong password and for an unknown e-mail", async () => {
    for (const [email, password] of [
      ["cliente@vitrine.example", "errada123"],
      ["ninguem@vitrine.example", DEMO_PASSWORD],
    ]) {
      const { data, error } = await client(backend).auth.signInWithPassword({
        email: email!,
        password: password!,
      });
      expect(data.session).toBeNull();
      expect(error?.code).toBe("invalid_credentials");
      expect(error?.message).toBe("Invalid login credentials");
      expect(error?.status).toBe(400);
    }
  });

  it("signs a demo account in and getUser returns it", async () => {
    const { supabase, user } = await signedIn(backend, "empresa@vitrine.example");
    expect(user.id).toBe(DEMO_USER_IDS.empresa);
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe("empresa@vitrine.example");
  });
});

describe("getClaims", () => {
  it("returns the tipo_conta claim and, once the JWKS is cached, makes no request", async () => {
    const { session } = await signedIn(backend, "admin@vitrine.example");
    const fetcher = countingFetch();
    const supabase = client(backend, backend.publishableKey, fetcher);
    const first = await supabase.auth.getClaims(session.access_token);
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({
      tipo_conta: "admin",
      role: "authenticated",
      aud: "authenticated",
    });
    expect(first.data?.header.alg).toBe("ES256");
    const secret = { apikey: backend.secretKey };
    await rawFetch(backend, "/__vitrine/stats/reset", { method: "POST", headers: secret });
    const callsBefore = fetcher.calls.length;
    const second = await supabase.auth.getClaims(session.access_token);
    expect(second.data?.claims.sub).toBe(DEMO_USER_IDS.admin);
    expect(fetcher.calls.length).toBe(callsBefore);
    const stats = await rawFetch(backend, "/__vitrine/stats", { headers: secret });
    expect(stats.body?.total).toBe(0);
  });

  it("carries a null tipo_conta for an account without a type", async () => {
    const { supabase } = await signedIn(backend, "semperfil@vitrine.example");
    const { data } = await supabase.auth.getClaims();
    expect(data?.claims).toHaveProperty("tipo_conta", null);
  });
});

describe("refresh tokens", () => {
  it("rotates on refresh and refuses an already used token", async () => {
    const { supabase, session } = await signedIn(backend, "cliente@vitrine.example");
    const first = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    const r1 = first.data.session?.refresh_token;
    expect(r1).toBeTruthy();
    expect(r1).not.toBe(session.refresh_token);
    // The parent of the live token still yields that same live token (two tabs refreshing at once).
    const again = await client(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.data.session?.refresh_token).toBe(r1);
    const second = await client(backend).auth.refreshSession({ refresh_token: r1! });
    expect(second.data.session?.refresh_token).not.toBe(r1);
    const reuse = await client(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.code).toBe("refresh_token_already_used");
    const unknown = await client(backend).auth.refreshSession({ refresh_token: "nao-existe" });
    expect(unknown.error?.code).toBe("refresh_token_not_found");
  });
});

describe("sign-out (product.md §4)", () => {
  it("global scope revokes every session and refresh token of the user", async () => {
    const a = await signedIn(backend, "anunciante@vitrine.example");
    const b = await signedIn(backend, "anunciante@vitrine.example");
    const { error } = await a.supabase.auth.signOut({ scope: "global" });
    expect(error).toBeNull();
    const refreshB = await client(backend).auth.refreshSession({ refresh_token: b.session.refresh_token });
    expect(refreshB.error?.code).toBe("refresh_token_not_found");
    const refreshA = await client(backend).auth.refreshSession({ refresh_token: a.session.refresh_token });
    expect(refreshA.error?.code).toBe("refresh_token_not_found");
    const user = await rawFetch(backend, "/auth/v1/user", {
      headers: { Authorization: `Bearer ${b.session.access_token}`, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(user.status).toBe(403);
    expect(user.body).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
    expect(user.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  });

  it("local scope ends only the current session", async () => {
    const a = await signedIn(backend, "entregador@vitrine.example");
    const b = await signedIn(backend, "entregador@vitrine.example");
    await a.supabase.auth.signOut({ scope: "local" });
    const refreshB = await client(backend).auth.refreshSession({ refresh_token: b.session.refresh_token });
    expect(refreshB.error).toBeNull();
    const refreshA = await client(backend).auth.refreshSession({ refresh_token: a.session.refresh_token });
    expect(refreshA.error?.code).toBe("refresh_token_not_found");
  });
});

describe("through @supabase/ssr (PKCE, cookies)", () => {
  it("signs up and in with the cookie-based server client the app uses", async () => {
    const jar = new Map<string, string>();
    const supabase = createServerClient(backend.url, backend.publishableKey, {
      ...clientOptions,
      cookies: {
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        setAll: (cookies) =>
          cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
      },
    });
    const email = uniqueEmail("ssr");
    const signUp = await supabase.auth.signUp({
      email,
      password: "segredo123",
      options: { emailRedirectTo: "http://localhost:3000", data: { tipo: "cliente" } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();
    expect([...jar.keys()].some((name) => name.startsWith("sb-127-auth-token"))).toBe(true);
    const { data } = await supabase.auth.getClaims();
    expect(data?.claims).toMatchObject({ email, tipo_conta: "cliente" });
  });
});
