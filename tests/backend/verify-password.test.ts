import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { LOCAL_PUBLISHABLE_KEY } from "@/supabase/embedded/keys";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, startMemoryBackend, TEST_FORWARDING_SECRET, uniqueEmail } from "./helpers";

// verifyCurrentPassword against the embedded backend through the real supabase-js: what the four change-password
// screens and 'Excluir minha conta' rely on. Each test's shopper has an address of its own (the sign-in limit counts it).
const SIGN_IN_LIMIT = 3;
const shopper = vi.hoisted(() => ({ address: "203.0.113.1" }));
const backendUrl = vi.hoisted(() => ({ value: "" }));

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("@/lib/server/request-context", () => ({
  currentRequest: () => ({ socketAddress: shopper.address }),
}));
vi.mock("@/lib/env", () => ({
  env: () => ({ supabaseUrl: backendUrl.value, supabasePublishableKey: LOCAL_PUBLISHABLE_KEY }),
}));

const { verifyCurrentPassword } = await import("@/lib/auth/verify-password");

let backend: EmbeddedBackend;

beforeAll(async () => {
  vi.stubEnv("VITRINE_FORWARDING_SECRET", TEST_FORWARDING_SECRET);
  vi.stubEnv("VERCEL", "");
  vi.stubEnv("VITRINE_CLIENT_IP_HEADER", "");
  backend = await startMemoryBackend({ auth: { signInSignUpsPerWindow: SIGN_IN_LIMIT } });
  backendUrl.value = backend.url;
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend?.stop();
});

/** A new account signed in on its own client (the person's session in their browser). */
async function account() {
  const email = uniqueEmail("verificar");
  const password = "segredo123";
  const person = client(backend);
  const { data, error } = await person.auth.signUp({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { email, password, person };
}

describe("verifyCurrentPassword on the embedded backend", () => {
  it("the right password is 'ok', a wrong one 'wrong'; the person's own session is untouched", async () => {
    shopper.address = "203.0.113.10";
    const { email, password, person } = await account();
    await expect(verifyCurrentPassword(email, password)).resolves.toBe("ok");
    await expect(verifyCurrentPassword(email, "nao-e-esta")).resolves.toBe("wrong");
    const { data, error } = await person.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it("past the sign-in limit for the shopper's address it is 'limited', even with the right password", async () => {
    shopper.address = "203.0.113.20";
    const { email, password } = await account();
    for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1)
      await verifyCurrentPassword(email, "errada-1");
    await expect(verifyCurrentPassword(email, password)).resolves.toBe("limited");
    // another shopper's allowance is their own
    shopper.address = "203.0.113.21";
    await expect(verifyCurrentPassword(email, password)).resolves.toBe("ok");
  });
});
