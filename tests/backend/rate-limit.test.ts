import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { toBackendError } from "@/lib/auth/backend-error";
import { loginErrorKey } from "@/lib/auth/login-errors";
import { registerErrorFor } from "@/lib/auth/register-errors";
import messages from "@/messages/pt-BR.json";
import type { EmbeddedBackend } from "@/supabase/embedded";
import { loadAuthSettings } from "@/supabase/embedded/config";
import { RATE_LIMIT_WINDOW_MS, RateLimiter } from "@/supabase/embedded/rate-limit";

import { BOOT_TIMEOUT_MS, client, DEMO_PASSWORD, rawFetch, startMemoryBackend, uniqueEmail } from "./helpers";

describe("rate-limit window arithmetic", () => {
  it("lets `limit` requests through in a window, refuses the next, and starts again when it ends", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 59_001;
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 999;
    expect(limiter.take("a").allowed).toBe(true);
  });

  it.each([
    [0, 300],
    [1, 300],
    [1_000, 299],
    [299_001, 1],
  ])("after %i ms a refused request is told to retry in %i s", (elapsed, seconds) => {
    let now = 0;
    const limiter = new RateLimiter(1, RATE_LIMIT_WINDOW_MS, () => now);
    limiter.take("k");
    now = elapsed;
    expect(limiter.take("k")).toEqual({ allowed: false, retryAfterSeconds: seconds });
  });

  it("keeps one window per address: another address is not affected", () => {
    const limiter = new RateLimiter(1);
    expect(limiter.take("203.0.113.1").allowed).toBe(true);
    expect(limiter.take("203.0.113.1").allowed).toBe(false);
    expect(limiter.take("203.0.113.2").allowed).toBe(true);
  });

  it("never spends the allowance of a refused request (the window does not stretch)", () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1_000, () => now);
    for (let i = 0; i < 50; i += 1) limiter.take("x");
    now = 1_000;
    expect([limiter.take("x").allowed, limiter.take("x").allowed, limiter.take("x").allowed]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe("sign-in rate limit with the shipped supabase/config.toml value", () => {
  const shipped = loadAuthSettings({}).signInSignUpsPerWindow;
  let backend: EmbeddedBackend;

  beforeAll(async () => {
    // no override: exactly what `npm run dev` gets from [auth.rate_limit] sign_in_sign_ups
    backend = await startMemoryBackend({ auth: loadAuthSettings({}) });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await backend?.stop();
  });

  const from = (address: string) => client(backend, backend.publishableKey, undefined, address);

  it("declares 30 sign-ins per address per 5 minutes, as GoTrue's default", () => {
    expect(shipped).toBe(30);
  });

  it("answers 429 over_request_rate_limit after the configured number of attempts, per address", async () => {
    const attacker = from("198.51.100.7");
    const attempts = await Promise.all(
      Array.from({ length: shipped }, () =>
        attacker.auth.signInWithPassword({ email: "cliente@vitrine.example", password: "errada123" }),
      ),
    );
    expect(attempts.every(({ error }) => error?.code === "invalid_credentials")).toBe(true);
    const refused = await attacker.auth.signInWithPassword({
      email: "cliente@vitrine.example",
      password: DEMO_PASSWORD,
    });
    expect(refused.data.session).toBeNull();
    expect(refused.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    // sign-ups share the allowance, as in GoTrue
    const signUp = await attacker.auth.signUp({ email: uniqueEmail(), password: "segredo123" });
    expect(signUp.error?.status).toBe(429);
    // another shopper, forwarded by the app from another address, signs in at once
    const other = await from("198.51.100.8").auth.signInWithPassword({
      email: "cliente@vitrine.example",
      password: DEMO_PASSWORD,
    });
    expect(other.error).toBeNull();
  });

  it("shows the app's messages for it: login and register say 'Muitas tentativas...'", async () => {
    const { error } = await from("198.51.100.7").auth.signInWithPassword({
      email: "cliente@vitrine.example",
      password: DEMO_PASSWORD,
    });
    const backendError = toBackendError(error);
    const expected = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";
    expect(messages.login.errors[loginErrorKey({ kind: "backend", error: backendError })]).toBe(expected);
    const register = registerErrorFor(backendError);
    expect("key" in register && messages.register.errors[register.key]).toBe(expected);
  });

  it("answers in GoTrue's shape with a Retry-After, before reading the password", async () => {
    const response = await rawFetch(backend, "/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Supabase-Api-Version": "2024-01-01",
        "X-Forwarded-For": "198.51.100.7",
      },
      body: "{not even json",
    });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it("limits a caller that sends no forwarded address by its connection's own address", async () => {
    const direct = client(backend);
    for (let i = 0; i < shipped; i += 1) {
      await rawFetch(backend, "/auth/v1/token?grant_type=password", { method: "POST", body: "{}" });
    }
    const { error } = await direct.auth.signInWithPassword({
      email: "cliente@vitrine.example",
      password: DEMO_PASSWORD,
    });
    expect(error?.status).toBe(429);
  });
});
