import { request as httpRequest } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { toBackendError } from "@/lib/auth/backend-error";
import { loginErrorKey } from "@/lib/auth/login-errors";
import { registerErrorFor } from "@/lib/auth/register-errors";
import messages from "@/messages/pt-BR.json";
import type { EmbeddedBackend } from "@/supabase/embedded";
import { loadAuthSettings } from "@/supabase/embedded/config";
import {
  FORWARDING_SECRET_HEADER,
  RATE_LIMIT_WINDOW_MS,
  RateLimiter,
  rateLimitKeyFor,
  type KeySources,
} from "@/supabase/embedded/rate-limit";

import {
  BOOT_TIMEOUT_MS,
  client,
  DEMO_PASSWORD,
  rawFetch,
  startMemoryBackend,
  TEST_FORWARDING_SECRET,
  uniqueEmail,
} from "./helpers";

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

describe("whose attempt it is: a forwarded address counts only with the app's proof", () => {
  const SECRET = "the-shared-forwarding-secret";
  const base: KeySources = { forwarded: "198.51.100.9", role: "anon", socketAddress: "127.0.0.1" };
  it.each<[string, KeySources, string | undefined, string]>([
    ["no proof: the socket", base, SECRET, "127.0.0.1"],
    ["the right proof: the forwarded address", { ...base, proof: SECRET }, SECRET, "198.51.100.9"],
    ["a wrong proof: the socket", { ...base, proof: "guessed-guessed-guessed" }, SECRET, "127.0.0.1"],
    ["a proof one character short: the socket", { ...base, proof: SECRET.slice(0, -1) }, SECRET, "127.0.0.1"],
    ["an empty proof: the socket", { ...base, proof: "" }, SECRET, "127.0.0.1"],
    [
      "a proof while the backend has no secret: the socket",
      { ...base, proof: SECRET },
      undefined,
      "127.0.0.1",
    ],
    ["the secret key: the forwarded address", { ...base, role: "service_role" }, undefined, "198.51.100.9"],
    [
      "proof but nothing forwarded: the socket",
      { ...base, forwarded: undefined, proof: SECRET },
      SECRET,
      "127.0.0.1",
    ],
    [
      "proof and a blank forwarded value: the socket",
      { ...base, forwarded: "  ", proof: SECRET },
      SECRET,
      "127.0.0.1",
    ],
    [
      "an IPv4 client on a dual-stack socket",
      { ...base, socketAddress: "::ffff:127.0.0.2" },
      SECRET,
      "127.0.0.2",
    ],
    ["no socket address at all", { ...base, socketAddress: undefined }, SECRET, "unknown"],
    [
      "an oversized forwarded value is cut",
      { ...base, forwarded: "x".repeat(500), proof: SECRET },
      SECRET,
      "x".repeat(128),
    ],
  ])("%s", (_case, sources, secret, key) => {
    expect(rateLimitKeyFor(sources, secret)).toBe(key);
  });
});

describe("VITRINE_FORWARDING_SECRET, the proof the backend asks of the app", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["   ", undefined],
    ["  a-long-enough-random-secret  ", "a-long-enough-random-secret"],
  ])("%j is read as %j", (raw, secret) => {
    expect(loadAuthSettings({ VITRINE_FORWARDING_SECRET: raw }).forwardingSecret).toBe(secret);
  });

  it("refuses a secret short enough to guess", () => {
    expect(() => loadAuthSettings({ VITRINE_FORWARDING_SECRET: "abc123" })).toThrow(
      /VITRINE_FORWARDING_SECRET/,
    );
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
    // 31 bcrypt checks at once: seconds on a loaded two-core machine, the limit is what is tested
  }, 30_000);

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
        [FORWARDING_SECRET_HEADER]: TEST_FORWARDING_SECRET,
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
  /** One password attempt straight at the backend from a chosen loopback address (any 127.x is this machine). */
  function attemptFrom(localAddress: string, headers: Record<string, string>, body = "{}"): Promise<number> {
    const url = new URL("/auth/v1/token?grant_type=password", backend.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: "POST",
          localAddress,
          agent: false,
          headers: { apikey: backend.publishableKey, "Content-Type": "application/json", ...headers },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  const madeUp = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n}` });
  const rightPassword = JSON.stringify({ email: "cliente@vitrine.example", password: DEMO_PASSWORD });

  it("40 attempts from one socket, each with a made-up X-Forwarded-For: every one past the allowance is limited", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 40; n += 1) statuses.push(await attemptFrom("127.0.0.3", madeUp(n)));
    expect(statuses.slice(0, shipped).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(shipped)).toEqual(Array.from({ length: 40 - shipped }, () => 429));
    // the right password with yet another made-up address does not get through either
    expect(await attemptFrom("127.0.0.3", madeUp(99), rightPassword)).toBe(429);
  });

  it("a wrong forwarding secret is no proof: the made-up addresses still count on the socket", async () => {
    const wrong = { [FORWARDING_SECRET_HEADER]: "not-the-secret-at-all" };
    const statuses: number[] = [];
    for (let n = 1; n <= shipped + 1; n += 1)
      statuses.push(await attemptFrom("127.0.0.6", { ...madeUp(n), ...wrong }));
    expect(statuses.at(-1)).toBe(429);
  });

  it("a victim named in X-Forwarded-For without the proof is not locked out", async () => {
    const victim = "127.0.0.5";
    for (let i = 0; i < shipped + 10; i += 1) await attemptFrom("127.0.0.4", { "X-Forwarded-For": victim });
    expect(await attemptFrom("127.0.0.4", { "X-Forwarded-For": victim })).toBe(429); // the attacker is
    expect(await attemptFrom(victim, {}, rightPassword)).toBe(200);
    // nor is a shopper the app forwards under the victim's address
    const forwarded = await client(
      backend,
      backend.publishableKey,
      undefined,
      victim,
    ).auth.signInWithPassword({
      email: "cliente@vitrine.example",
      password: DEMO_PASSWORD,
    });
    expect(forwarded.error).toBeNull();
  });

  it("the secret key is proof too: a trusted server's forwarded address is counted, not its socket", async () => {
    for (let i = 0; i < shipped; i += 1) await attemptFrom("127.0.0.7", {});
    expect(await attemptFrom("127.0.0.7", {})).toBe(429);
    const status = await attemptFrom("127.0.0.7", { apikey: backend.secretKey, ...madeUp(200) });
    expect(status).toBe(400);
  });
});
