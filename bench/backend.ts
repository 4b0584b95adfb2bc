import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { createClient } from "@supabase/supabase-js";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import { clientOptions } from "@/lib/supabase/client-options";
import type { Database } from "@/lib/supabase/database.types";
import { startEmbeddedBackend, type EmbeddedBackend } from "@/supabase/embedded";

import { percentile } from "./server";

const SIGN_INS = 30;
const PROFILE_READS = 200;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

function newClient(backend: EmbeddedBackend) {
  return createClient<Database>(backend.url, backend.publishableKey, {
    ...clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Embedded backend figures: start times, sign-in and profile-read latency through supabase-js. */
export async function benchBackend(): Promise<Record<string, string | number>> {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-bench-"));
  const dataDir = join(dir, "pglite");
  try {
    // latency, not the rate limit, is measured here: lift the sign-in limit past this bench's sign-ins
    const auth = { signInSignUpsPerWindow: 10_000 };
    const [cold, coldMs] = await timed(() => startEmbeddedBackend({ port: 0, dataDir, auth }));
    await cold.stop();
    const [backend, warmMs] = await timed(() => startEmbeddedBackend({ port: 0, dataDir, auth }));
    try {
      const signIns: number[] = [];
      for (let i = 0; i < SIGN_INS; i += 1) {
        const supabase = newClient(backend);
        const [{ error }, ms] = await timed(() =>
          supabase.auth.signInWithPassword({ email: "cliente@vitrine.example", password: "vitrine123" }),
        );
        if (error) throw error;
        signIns.push(ms);
      }
      const supabase = newClient(backend);
      const { error: signInError } = await supabase.auth.signInWithPassword({
        email: "cliente@vitrine.example",
        password: "vitrine123",
      });
      if (signInError) throw signInError;
      const reads: number[] = [];
      for (let i = 0; i < PROFILE_READS; i += 1) {
        const [{ error }, ms] = await timed(async () =>
          supabase
            .from("perfis")
            .select("tipo_conta, nome_mostrado")
            .eq("user_id", DEMO_USER_IDS.cliente)
            .single(),
        );
        if (error) throw error;
        reads.push(ms);
      }
      return {
        "backend cold start (ms)": Math.round(coldMs),
        "backend warm start (ms)": Math.round(warmMs),
        [`sign-in median (ms, n=${SIGN_INS})`]: percentile(signIns, 50),
        "sign-in p95 (ms)": percentile(signIns, 95),
        [`profile read median (ms, n=${PROFILE_READS})`]: percentile(reads, 50),
        "profile read p95 (ms)": percentile(reads, 95),
        "process RSS after (MiB)": Math.round(process.memoryUsage().rss / 1024 / 1024),
      };
    } finally {
      await backend.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchBackend().then(
    (figures) => {
      for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
