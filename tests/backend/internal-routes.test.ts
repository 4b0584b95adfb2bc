import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, rawFetch, startMemoryBackend } from "./helpers";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend({ auth: { signInSignUpsPerWindow: 2 } });
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const signInAttempt = () =>
  rawFetch(backend, "/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  }).then((response) => response.status);

describe("the backend's internal routes for tests", () => {
  it("health names the process that serves and its parent, so a test can stop or freeze them", async () => {
    const health = await rawFetch(backend, "/__vitrine/health");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ ok: true, pid: process.pid, parentPid: process.ppid });
  });

  it("rate-limits/reset takes only the secret key and gives every address its allowance back", async () => {
    expect([await signInAttempt(), await signInAttempt()]).not.toContain(429);
    expect(await signInAttempt()).toBe(429);

    const reset = (headers: Record<string, string>, method = "POST") =>
      rawFetch(backend, "/__vitrine/rate-limits/reset", { method, headers }).then(
        (response) => response.status,
      );
    expect(await reset({})).toBe(401);
    expect(await reset({ apikey: backend.secretKey }, "GET")).toBe(405);
    expect(await signInAttempt()).toBe(429);

    expect(await reset({ apikey: backend.secretKey })).toBe(204);
    expect(await signInAttempt()).not.toBe(429);
  });
});
