import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";

const root = mkdtempSync(join(tmpdir(), "vitrine-auth-upgrade-"));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const TABLES = `select to_regclass('auth.one_time_tokens') is not null and to_regclass('auth.mfa_amr_claims') is not null
  and to_regclass('auth.flow_state') is not null as ok`;

describe("a data folder created before the e-mail tokens", () => {
  it(
    "gains auth.one_time_tokens, auth.mfa_amr_claims and auth.flow_state on its next start, keeping its accounts",
    async () => {
      const dataDir = join(root, "pglite");
      const first = await openDatabase(dataDir);
      // as a folder from before issue 25 has it
      await first.db.exec("drop table auth.one_time_tokens, auth.mfa_amr_claims, auth.flow_state;");
      const users = (await first.db.query<{ n: number }>("select count(*)::int as n from auth.users")).rows[0]
        ?.n;
      await first.db.close();

      const second = await openDatabase(dataDir);
      try {
        expect(second.created).toBe(false);
        expect((await second.db.query<{ ok: boolean }>(TABLES)).rows[0]?.ok).toBe(true);
        const again = await second.db.query<{ n: number }>("select count(*)::int as n from auth.users");
        expect(again.rows[0]?.n).toBe(users);
      } finally {
        await second.db.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
