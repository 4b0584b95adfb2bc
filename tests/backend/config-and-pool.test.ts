import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { loadAuthSettings, readTomlSections } from "@/supabase/embedded/config";
import { PasswordHasher, poolSize } from "@/supabase/embedded/password";

const dir = mkdtempSync(join(tmpdir(), "vitrine-config-"));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function configFile(text: string): string {
  const path = join(dir, `config-${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(path, text);
  return path;
}

describe("the embedded backend reads supabase/config.toml", () => {
  it("takes [auth] and [auth.rate_limit] from the shipped file", () => {
    expect(loadAuthSettings({})).toEqual({
      refreshTokenReuseInterval: 10,
      signInSignUpsPerWindow: 30,
      tokenRefreshesPerWindow: 150,
      minimumPasswordLength: 6,
    });
  });

  it("lets VITRINE_AUTH_RATE_LIMIT_SIGN_IN override the sign-in/sign-up limit only", () => {
    const settings = loadAuthSettings({ VITRINE_AUTH_RATE_LIMIT_SIGN_IN: "500" });
    expect(settings.signInSignUpsPerWindow).toBe(500);
    expect(settings.tokenRefreshesPerWindow).toBe(150);
    expect(loadAuthSettings({ VITRINE_AUTH_RATE_LIMIT_SIGN_IN: "" }).signInSignUpsPerWindow).toBe(30);
  });

  it.each([["0"], ["-1"], ["muitos"], ["1.5"]])("refuses VITRINE_AUTH_RATE_LIMIT_SIGN_IN=%s", (value) => {
    expect(() => loadAuthSettings({ VITRINE_AUTH_RATE_LIMIT_SIGN_IN: value })).toThrow(
      /VITRINE_AUTH_RATE_LIMIT_SIGN_IN/,
    );
  });

  it("falls back to GoTrue's defaults for settings a file leaves out", () => {
    const path = configFile('[auth]\nsite_url = "http://x:3000" # comment\n');
    expect(loadAuthSettings({}, path)).toEqual({
      refreshTokenReuseInterval: 10,
      signInSignUpsPerWindow: 30,
      tokenRefreshesPerWindow: 150,
      minimumPasswordLength: 6,
    });
  });

  it("takes minimum_password_length from the file", () => {
    const path = configFile("[auth]\nminimum_password_length = 8\n");
    expect(loadAuthSettings({}, path).minimumPasswordLength).toBe(8);
  });

  it("reads sections, comments and values the way config.toml writes them", () => {
    const toml = readTomlSections(
      '# top\nproject_id = "v"\n\n[auth]\nrefresh_token_reuse_interval = 3 # s\n[auth.rate_limit]\nsign_in_sign_ups=7\n',
    );
    expect(toml[""]).toEqual({ project_id: '"v"' });
    expect(toml.auth).toEqual({ refresh_token_reuse_interval: "3" });
    expect(toml["auth.rate_limit"]).toEqual({ sign_in_sign_ups: "7" });
  });
});

describe("password hashing uses a pool sized to the machine's cores", () => {
  it.each([
    [1, 1],
    [2, 2],
    [4, 4],
    [64, 8],
    [0, 1],
  ])("%i cores: %i workers", (cores, workers) => {
    expect(poolSize(cores)).toBe(workers);
  });

  it("answers a burst of checks correctly, several at once, and refuses work once closed", async () => {
    const hasher = new PasswordHasher(2);
    try {
      const hash = await hasher.hash("segredo123");
      expect(hash.startsWith("$2a$10$")).toBe(true);
      const checks = await Promise.all(
        Array.from({ length: 6 }, (_, i) => hasher.verify(i % 2 ? "segredo123" : "errada", hash)),
      );
      expect(checks).toEqual([false, true, false, true, false, true]);
      expect(await hasher.verify("segredo123", null)).toBe(false);
    } finally {
      await hasher.close();
    }
    await expect(hasher.verify("x", null)).rejects.toThrow(/closed/);
  });
});
