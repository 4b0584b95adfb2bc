import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_USER_IDS } from "@/fixtures/ids";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, rawFetch, signedIn, startMemoryBackend, uniqueEmail } from "./helpers";
import { linkFromMail, mailsTo } from "./outbox";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend();
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const admin = () => client(backend, backend.secretKey).auth.admin;

async function signInError(email: string, password: string) {
  const { error } = await client(backend).auth.signInWithPassword({ email, password });
  return error?.code ?? null;
}

describe("only the secret key reaches the Auth admin API", () => {
  it("refuses the publishable key with not_admin", async () => {
    const { error } = await client(backend).auth.admin.createUser({
      email: uniqueEmail(),
      password: "segredo123",
    });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe("not_admin");
  });

  it("refuses a signed-in person's token, even a superadmin's", async () => {
    const { session } = await signedIn(backend, "superadmin@vitrine.example");
    for (const [method, path] of [
      ["POST", "/auth/v1/admin/users"],
      ["GET", `/auth/v1/admin/users/${DEMO_USER_IDS.cliente}`],
      ["DELETE", `/auth/v1/admin/users/${DEMO_USER_IDS.cliente}`],
      ["POST", "/auth/v1/invite"],
      ["POST", "/auth/v1/admin/generate_link"],
    ] as const) {
      const { status, body } = await rawFetch(backend, path, {
        method,
        headers: { Authorization: `Bearer ${session.access_token}`, "Content-Type": "application/json" },
        body: method === "GET" ? undefined : JSON.stringify({ email: uniqueEmail(), type: "invite" }),
      });
      expect([path, status, body?.code]).toEqual([path, 403, "not_admin"]);
    }
    const { data } = await admin().getUserById(DEMO_USER_IDS.cliente);
    expect(data.user?.email).toBe("cliente@vitrine.example");
  });
});

describe("creating, reading and changing accounts (admin users)", () => {
  it("creates a confirmed account with a password that signs in and has its perfis row", async () => {
    const email = uniqueEmail("novo");
    const { data, error } = await admin().createUser({
      email,
      password: "segredo123",
      email_confirm: true,
      user_metadata: { nome: "Nova Pessoa" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: expect.objectContaining({ nome: "Nova Pessoa" }),
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await signInError(email, "segredo123")).toBeNull();
    const { data: perfil } = await client(backend, backend.secretKey)
      .from("perfis")
      .select("tipo_conta, email")
      .eq("user_id", data.user!.id)
      .single();
    expect(perfil).toEqual({ tipo_conta: "cliente", email });
  });

  it("creates an unconfirmed account that cannot sign in until confirmed", async () => {
    const email = uniqueEmail("pendente");
    const { data } = await admin().createUser({ email, password: "segredo123" });
    expect(data.user?.email_confirmed_at).toBeNull();
    expect(await signInError(email, "segredo123")).toBe("email_not_confirmed");
    await admin().updateUserById(data.user!.id, { email_confirm: true });
    expect(await signInError(email, "segredo123")).toBeNull();
  });

  it("refuses an address already registered with email_exists", async () => {
    const { error } = await admin().createUser({ email: "cliente@vitrine.example", password: "segredo123" });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("email_exists");
  });

  it("answers 400, not 500, for a value the database cannot take", async () => {
    const { error } = await admin().createUser({
      email: uniqueEmail(),
      user_metadata: { nome: "nul\u0000byte" },
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("validation_failed");
  });

  it("merges metadata on update: given keys replace, null removes, others stay", async () => {
    const { data } = await admin().createUser({
      email: uniqueEmail(),
      user_metadata: { nome: "Ana", cidade: "Recife" },
      app_metadata: { equipe: "suporte" },
    });
    const { data: updated } = await admin().updateUserById(data.user!.id, {
      user_metadata: { nome: "Ana Paula", cidade: null },
      app_metadata: { nivel: 2 },
    });
    expect(updated.user?.user_metadata).toMatchObject({ nome: "Ana Paula" });
    expect(updated.user?.user_metadata).not.toHaveProperty("cidade");
    expect(updated.user?.app_metadata).toMatchObject({ equipe: "suporte", nivel: 2, provider: "email" });
  });

  it("refuses a weak password with weak_password", async () => {
    const { error } = await admin().createUser({ email: uniqueEmail(), password: "123" });
    expect(error?.code).toBe("weak_password");
  });

  it("sets a new password and ends every session of the account", async () => {
    const email = uniqueEmail("troca");
    const { data } = await admin().createUser({ email, password: "segredo123", email_confirm: true });
    const { session, supabase } = await signedIn(backend, email, "segredo123");
    const { error } = await admin().updateUserById(data.user!.id, { password: "definida456" });
    expect(error).toBeNull();
    expect(await signInError(email, "segredo123")).toBe("invalid_credentials");
    expect(await signInError(email, "definida456")).toBeNull();
    const refreshed = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe("refresh_token_not_found");
  });

  it("bans and unbans an account", async () => {
    const email = uniqueEmail("banido");
    const { data } = await admin().createUser({ email, password: "segredo123", email_confirm: true });
    await admin().updateUserById(data.user!.id, { ban_duration: "24h" });
    expect(await signInError(email, "segredo123")).toBe("invalid_credentials");
    await admin().updateUserById(data.user!.id, { ban_duration: "none" });
    expect(await signInError(email, "segredo123")).toBeNull();
  });

  it("answers user_not_found for an unknown id and lists accounts with their total", async () => {
    const { error } = await admin().getUserById("00000000-0000-4000-8000-000000000000");
    expect(error?.status).toBe(404);
    expect(error?.code).toBe("user_not_found");
    const { data } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(data.users).toHaveLength(2);
    expect((data as { total?: number }).total).toBeGreaterThanOrEqual(7);
  });
});

describe("deleting an account (admin deleteUser)", () => {
  it("removes the account, its profile and sessions; it cannot sign in again", async () => {
    const email = uniqueEmail("apagar");
    const { data } = await admin().createUser({ email, password: "segredo123", email_confirm: true });
    const { supabase } = await signedIn(backend, email, "segredo123");
    const { error } = await admin().deleteUser(data.user!.id);
    expect(error).toBeNull();
    expect((await admin().getUserById(data.user!.id)).error?.code).toBe("user_not_found");
    expect(await signInError(email, "segredo123")).toBe("invalid_credentials");
    const { data: current } = await supabase.auth.getSession();
    const { status, body } = await rawFetch(backend, "/auth/v1/user", {
      headers: { Authorization: `Bearer ${current.session!.access_token}` },
    });
    expect([status, body?.code]).toEqual([403, "session_not_found"]);
    const { data: perfis } = await client(backend, backend.secretKey)
      .from("perfis")
      .select("user_id")
      .eq("user_id", data.user!.id);
    expect(perfis).toEqual([]);
  });

  it("keeps a deleted shopper's orders for the store, without the shopper (on delete set null)", async () => {
    const service = client(backend, backend.secretKey);
    const { data: before } = await service
      .from("pedidos")
      .select("id")
      .eq("cliente_id", DEMO_USER_IDS.cliente);
    expect(before?.length).toBeGreaterThan(0);
    const ids = before!.map((row) => row.id);
    const { error } = await admin().deleteUser(DEMO_USER_IDS.cliente);
    expect(error).toBeNull();
    const { data: after } = await service.from("pedidos").select("id, cliente_id").in("id", ids);
    expect(after).toHaveLength(ids.length);
    expect(after!.every((row) => row.cliente_id === null)).toBe(true);
  });

  it("lets a database trigger refuse it: a superadmin stays, with GoTrue's 500 'Database error deleting user'", async () => {
    // the guard of migration 20251001120400_administradores, as hosted runs it on the same delete
    const { error } = await admin().deleteUser(DEMO_USER_IDS.superadmin);
    // auth-js turns every 5xx into an AuthRetryableFetchError without reading the body
    expect(error?.status).toBe(500);
    const { status, body } = await rawFetch(backend, `/auth/v1/admin/users/${DEMO_USER_IDS.superadmin}`, {
      method: "DELETE",
      headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
    });
    expect([status, body?.message]).toEqual([500, "Database error deleting user"]);
    expect((await admin().getUserById(DEMO_USER_IDS.superadmin)).data.user?.email).toBe(
      "superadmin@vitrine.example",
    );
    expect(await signInError("superadmin@vitrine.example", "vitrine123")).toBeNull();
  });

  it("refuses the soft deletion it does not implement instead of pretending", async () => {
    const { data } = await admin().createUser({ email: uniqueEmail(), password: "segredo123" });
    const { error } = await admin().deleteUser(data.user!.id, true);
    expect(error?.status).toBe(501);
    expect((await admin().getUserById(data.user!.id)).data.user?.id).toBe(data.user!.id);
  });
});

describe("inviting (inviteUserByEmail) and admin links (generateLink)", () => {
  it("creates the account, mails a Portuguese invitation whose link signs in once to set a password", async () => {
    const email = uniqueEmail("convite");
    const { data, error } = await admin().inviteUserByEmail(email, {
      redirectTo: "http://localhost:3000/nova-senha",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null });
    expect(data.user?.invited_at).toBeTruthy();
    const [mail] = await mailsTo(backend, email);
    expect(mail?.Subject).toBe("Vitrine: você recebeu um convite");
    const link = await linkFromMail(backend, email);
    expect(link.type).toBe("invite");

    const invited = client(backend);
    const verified = await invited.auth.verifyOtp({ type: "invite", token_hash: link.tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await invited.auth.updateUser({ password: "minhasenha1" })).error).toBeNull();
    expect(await signInError(email, "minhasenha1")).toBeNull();
    const again = await client(backend).auth.verifyOtp({ type: "invite", token_hash: link.tokenHash });
    expect(again.error?.code).toBe("otp_expired");
  });

  it("refuses to invite an address that already has a confirmed account", async () => {
    const { error } = await admin().inviteUserByEmail("empresa@vitrine.example");
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("email_exists");
    expect(await mailsTo(backend, "empresa@vitrine.example")).toHaveLength(0);
  });

  it("generates a recovery link without mailing it; the link works once in the browser form", async () => {
    const email = uniqueEmail("link");
    await admin().createUser({ email, password: "segredo123", email_confirm: true });
    const { data, error } = await admin().generateLink({
      type: "recovery",
      email,
      options: { redirectTo: "http://localhost:3000/nova-senha" },
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe("recovery");
    expect(data.properties?.redirect_to).toBe("http://localhost:3000/nova-senha");
    expect(data.user?.email).toBe(email);
    expect(await mailsTo(backend, email)).toHaveLength(0);

    const opened = await fetch(data.properties!.action_link, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/nova-senha");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    expect(fragment.get("access_token")).toBeTruthy();

    const reused = await fetch(data.properties!.action_link, { redirect: "manual" });
    const failed = new URLSearchParams(new URL(reused.headers.get("location")!).hash.slice(1));
    expect(failed.get("error_code")).toBe("otp_expired");
  });

  it("never redirects to an address the project did not allow", async () => {
    const email = uniqueEmail("alheio");
    await admin().createUser({ email, password: "segredo123", email_confirm: true });
    const { data } = await admin().generateLink({
      type: "recovery",
      email,
      options: { redirectTo: "https://atacante.example/roubar" },
    });
    expect(data.properties?.redirect_to).toBe("http://localhost:3000");
  });
});
