import { importJWK, SignJWT, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { EmbeddedBackend } from "@/supabase/embedded";
import { withinReuseWindow } from "@/supabase/embedded/auth-sessions";
import { loadAuthSettings } from "@/supabase/embedded/config";
import type { Database } from "@/supabase/embedded/db";
import { loadSigningKeys, type SigningKeys } from "@/supabase/embedded/jwt";
import { TOKEN_ISSUER } from "@/supabase/embedded/keys";

import { BOOT_TIMEOUT_MS, client, openMemoryDatabase, signedIn, startMemoryBackend } from "./helpers";

const reuseInterval = loadAuthSettings({}).refreshTokenReuseInterval;

describe("refresh-token reuse window arithmetic", () => {
  it.each([
    [0, 10, true],
    [9_999, 10, true],
    [10_000, 10, true],
    [10_001, 10, false],
    [60_000, 10, false],
    [1, 0, false],
    [-5, 10, true], // clock granularity between PostgreSQL and Node
  ])("a token rotated %i ms ago with a %i s interval: reuse allowed %s", (age, interval, allowed) => {
    expect(withinReuseWindow(1_000_000, 1_000_000 + age, interval)).toBe(allowed);
  });

  it("reads refresh_token_reuse_interval from supabase/config.toml", () => {
    expect(reuseInterval).toBe(10);
  });
});

describe("refresh-token reuse through supabase-js", () => {
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

  it("inside the interval, a rotated token yields the live one (two tabs refreshing at once)", async () => {
    const { session } = await signedIn(backend, "cliente@vitrine.example");
    const first = await client(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    const again = await client(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it("after the interval, a replayed token is refused and revokes the whole session", async () => {
    const { session } = await signedIn(backend, "empresa@vitrine.example");
    const rotated = await client(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    const live = rotated.data.session!.refresh_token;
    // The backend runs in this process: moving Node's clock past the interval ages the rotation.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (reuseInterval + 5) * 1000);
    const replay = await client(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error?.code).toBe("refresh_token_already_used");
    vi.useRealTimers();
    const afterReplay = await client(backend).auth.refreshSession({ refresh_token: live });
    expect(afterReplay.error?.code).toBe("refresh_token_already_used");
  });
});

describe("access tokens are checked for issuer and audience", () => {
  let db: Database;
  let keys: SigningKeys;
  let forge: (claims: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    ({ db } = await openMemoryDatabase());
    keys = await loadSigningKeys(db, TOKEN_ISSUER);
    const { rows } = await db.query<{ private_jwk: JWK }>("select private_jwk from auth.signing_keys");
    const privateKey = await importJWK(rows[0]!.private_jwk, "ES256");
    // Same key, any claims: what a token minted for another purpose would look like.
    forge = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid: keys.kid })
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(privateKey);
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await db?.close();
  });

  const base = { sub: "4105777f-686d-4c13-a805-fe8808d84b12", role: "authenticated" };

  it.each([
    ["the right issuer and audience", { iss: TOKEN_ISSUER, aud: "authenticated" }, true],
    ["another issuer", { iss: "https://evil.example/auth/v1", aud: "authenticated" }, false],
    ["no issuer", { aud: "authenticated" }, false],
    ["another audience", { iss: TOKEN_ISSUER, aud: "service" }, false],
    ["no audience", { iss: TOKEN_ISSUER }, false],
  ])("%s: accepted %s", async (_case, claims, accepted) => {
    const verified = await keys.verify(await forge({ ...base, ...claims }));
    expect(verified.ok).toBe(accepted);
  });
});
