import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { makeSuperadmin } from "@/lib/admin/first-superadmin";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, uniqueEmail, type Client } from "./helpers";

// `npm run superadmin -- <e-mail>` against the embedded backend: the same code, the service-role key, the
// team's triggers (20251001120400_administradores.sql) and the next sign-in's claims.

let backend: EmbeddedBackend;
let service: Client;

beforeAll(async () => {
  backend = await startMemoryBackend();
  service = client(backend, backend.secretKey);
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

async function signUp(): Promise<string> {
  const email = uniqueEmail("primeiro-admin");
  const { error } = await client(backend).auth.signUp({ email, password: "segredo123" });
  if (error) throw error;
  return email;
}

describe("the first superadmin of a project without the demo data", () => {
  it("turns a new sign-up into a superadmin who may do everything in the back office, once", async () => {
    const email = await signUp();
    const first = await makeSuperadmin(service, ` ${email.toUpperCase()} `);
    expect(first).toMatchObject({ ok: true, step: { kind: "insert" } });

    // the next sign-in's access token says so (the claim the guard reads)
    const { supabase, session } = await signedIn(backend, email, "segredo123");
    const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString());
    expect(claims.tipo_conta).toBe("superadmin");
    const perfil = await supabase.from("perfis").select("tipo_conta").eq("email", email).single();
    expect(perfil.data?.tipo_conta).toBe("superadmin");
    const equipe = await supabase.rpc("minhas_permissoes");
    expect(equipe.data).toEqual([
      { papel: "superadmin", permissoes: expect.objectContaining({ dashboard: true }) },
    ]);

    const again = await makeSuperadmin(service, email);
    expect(again).toMatchObject({ ok: true, step: { kind: "done" } });
  });

  it("raises an admin of the team to superadmin", async () => {
    const outcome = await makeSuperadmin(service, "admin@vitrine.example");
    expect(outcome).toMatchObject({ ok: true, step: { kind: "raise" } });
    const row = await service
      .from("administradores")
      .select("papel")
      .eq("user_id", outcome.ok ? outcome.step.userId : "")
      .single();
    expect(row.data?.papel).toBe("superadmin");
  });

  it.each([
    ["a store owner's account", "empresa@vitrine.example", "A conta empresa@vitrine.example é de empresa"],
    [
      "a customer who has ordered",
      "cliente@vitrine.example",
      "A conta cliente@vitrine.example já fez pedidos",
    ],
    [
      "an e-mail nobody signed up with",
      "ninguem@vitrine.example",
      "Nenhuma conta com o e-mail ninguem@vitrine.example",
    ],
  ])("refuses %s and changes nothing", async (_, email, message) => {
    const before = await service.from("administradores").select("user_id", { count: "exact", head: true });
    const outcome = await makeSuperadmin(service, email);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain(message);
    const after = await service.from("administradores").select("user_id", { count: "exact", head: true });
    expect(after.count).toBe(before.count);
  });
});
