import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { startEmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, rawFetch, uniqueEmail } from "./helpers";

const root = mkdtempSync(join(tmpdir(), "vitrine-backend-"));
const dataDir = join(root, "pglite");

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("embedded backend data directory", () => {
  it(
    "keeps users, sessions and the signing key across restarts, and locks the directory",
    async () => {
      const email = uniqueEmail("persistente");
      const first = await startEmbeddedBackend({ port: 0, dataDir });
      let accessToken: string;
      let kid: unknown;
      try {
        expect(first.created).toBe(true);
        const { data, error } = await client(first).auth.signUp({ email, password: "segredo123" });
        expect(error).toBeNull();
        accessToken = data.session!.access_token;
        kid = ((await rawFetch(first, "/auth/v1/.well-known/jwks.json")).body?.keys as { kid: string }[])[0]
          ?.kid;
        await expect(startEmbeddedBackend({ port: 0, dataDir })).rejects.toThrow(/em uso pelo processo/);
      } finally {
        await first.stop();
      }

      const second = await startEmbeddedBackend({ port: 0, dataDir });
      try {
        expect(second.created).toBe(false);
        const jwks = await rawFetch(second, "/auth/v1/.well-known/jwks.json");
        expect((jwks.body?.keys as { kid: string }[])[0]?.kid).toBe(kid);
        const user = await client(second).auth.getUser(accessToken);
        expect(user.data.user?.email).toBe(email);
        const signIn = await client(second).auth.signInWithPassword({ email, password: "segredo123" });
        expect(signIn.error).toBeNull();
      } finally {
        await second.stop();
      }
    },
    3 * BOOT_TIMEOUT_MS,
  );
});
