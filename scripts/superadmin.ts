/**
 * `npm run superadmin -- <e-mail>`: makes the account with that e-mail the project's superadmin (the first
 * administrator of a project without the demo data; lib/admin/first-superadmin.ts says who may be promoted).
 * The e-mail is checked first; then, without SUPABASE_URL in the environment, the script runs itself again
 * through scripts/with-backend.mjs, which reads .env.local: against the hosted project when it names one
 * (SUPABASE_URL and SUPABASE_SECRET_KEY), otherwise against the embedded backend and its .data/pglite.
 */
import { spawnSync } from "node:child_process";

import { createClient } from "@supabase/supabase-js";

import { makeSuperadmin } from "../lib/admin/first-superadmin";
import { clientOptions } from "../lib/supabase/client-options";
import type { Database } from "../lib/supabase/database.types";

const email = process.argv[2];
const url = process.env.SUPABASE_URL ?? process.env.NEXT_PUBLIC_SUPABASE_URL;
const secretKey = process.env.SUPABASE_SECRET_KEY;

if (!email || !email.includes("@")) {
  console.error("Uso: npm run superadmin -- <e-mail de uma conta já cadastrada>");
  process.exit(2);
}
if (!url) {
  const again = spawnSync(
    process.execPath,
    ["scripts/with-backend.mjs", "tsx", "scripts/superadmin.ts", email],
    { stdio: "inherit" },
  );
  process.exit(again.status ?? 1);
}
if (!secretKey) {
  console.error(
    "Defina SUPABASE_URL e SUPABASE_SECRET_KEY (a chave secreta do projeto) para promover a conta.",
  );
  process.exit(2);
}

const service = createClient<Database>(url, secretKey, {
  ...clientOptions,
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
const outcome = await makeSuperadmin(service, email);
(outcome.ok ? console.log : console.error)(outcome.message);
process.exit(outcome.ok ? 0 : 1);
