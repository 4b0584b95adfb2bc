import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MODERATOR_EMAIL, MODERATOR_ID } from "@/fixtures/admin-team";
import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import { COMPANY_IDS } from "@/fixtures/companies";
import {
  inviteAdministrator,
  removeAdministrator,
  updateAdministrator,
} from "@/lib/admin/administrator-writes";
import { permissionPreset } from "@/lib/admin/permission-presets";
import messages from "@/messages/pt-BR.json";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, DEMO_PASSWORD, signedIn, startMemoryBackend, type Client } from "./helpers";
import { linkFromMail, mailsTo, readMail } from "./outbox";

// The team and its permissions through supabase-js, as the app and a hand-made request reach them: the
// database refuses what the caller's row does not allow, and a superadmin is undeletable by any request.

let backend: EmbeddedBackend;
let secret: Client;
const signed = {} as Record<"moderator" | "admin" | "superadmin", Client>;
const INVITATION = messages.adminUsers.invitation;
const REDIRECT = "http://127.0.0.1:3100/auth/confirm";

beforeAll(async () => {
  backend = await startMemoryBackend();
  secret = client(backend, backend.secretKey);
  signed.moderator = (await signedIn(backend, MODERATOR_EMAIL)).supabase;
  signed.admin = (await signedIn(backend, "admin@vitrine.example")).supabase;
  signed.superadmin = (await signedIn(backend, "superadmin@vitrine.example")).supabase;
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe("a moderator through the Data API (moderador@vitrine.example, the Moderador preset)", () => {
  it("is refused a category delete, a plan, a store approval and the theme", async () => {
    const removed = await signed.moderator
      .from("categorias")
      .delete()
      .eq("id", CATEGORY_IDS.pizzaria)
      .select("id");
    expect(removed).toMatchObject({ error: null, data: [] });
    const plan = await signed.moderator.from("planos").insert({
      tipo: "anunciante",
      nome: "Plano do Moderador",
      descricao: "Não deveria existir.",
      preco: 1,
      recursos: ["Nada"],
      max_produtos: 0,
      max_imagens: 1,
      max_anuncios: 1,
      max_impressoes: 1,
      prioridade: 1,
      suporte: "basico",
      cor: "#123456",
    });
    expect(plan.error?.code).toBe("42501");
    const approved = await signed.moderator
      .from("lojas")
      .update({ status: "aprovada" })
      .eq("id", COMPANY_IDS.mercadinhoSaoJose)
      .select("id");
    expect(approved.data ?? []).toEqual([]);
    const theme = await signed.moderator
      .from("tema")
      .update({ cor_primaria: "#000000" })
      .eq("id", true)
      .select();
    expect(theme.data ?? []).toEqual([]);
    const left = await secret.from("categorias").select("id").eq("id", CATEGORY_IDS.pizzaria);
    expect(left.data).toHaveLength(1);
  });

  it("cannot raise their own permissions nor list the team", async () => {
    const raised = await signed.moderator
      .from("administradores")
      .update({ permissoes: permissionPreset("superadmin") })
      .eq("user_id", MODERATOR_ID)
      .select("user_id");
    expect(raised.data ?? []).toEqual([]);
    const team = await signed.moderator.rpc("equipe_administrativa");
    expect(team).toMatchObject({ error: null, data: [] });
    const own = await signed.moderator.rpc("minhas_permissoes");
    expect(own.data).toEqual([{ papel: "moderador", permissoes: permissionPreset("moderator") }]);
  });
});

describe("a superadmin cannot be deleted through any request", () => {
  const superadmin = DEMO_USER_IDS.superadmin;

  it("refuses Auth's admin delete, the secret key's Data API deletes and demotion, and a session's own", async () => {
    const auth = await secret.auth.admin.deleteUser(superadmin);
    expect(auth.error).not.toBeNull();
    for (const table of ["administradores", "perfis"] as const) {
      const { error } = await secret.from(table).delete().eq("user_id", superadmin);
      expect(error?.code).toBe("42501");
    }
    const demoted = await secret.from("perfis").update({ tipo_conta: "admin" }).eq("user_id", superadmin);
    expect(demoted.error?.code).toBe("42501");
    const own = await signed.superadmin.from("administradores").delete().eq("user_id", superadmin);
    expect(own.error?.code).toBe("42501");
    const byAdmin = await signed.admin.from("administradores").delete().eq("user_id", superadmin).select();
    expect(byAdmin).toMatchObject({ error: null, data: [] }); // admin@ has no users.delete: RLS hides the row
    // still there, still a superadmin who signs in
    const { data } = await secret.from("administradores").select("papel").eq("user_id", superadmin);
    expect(data).toEqual([{ papel: "superadmin" }]);
    expect((await signedIn(backend, "superadmin@vitrine.example")).supabase).toBeDefined();
  });
});

describe("the team's writes (lib/admin/administrator-writes.ts) against the real Auth and outbox", () => {
  const email = "bruna.alves@vitrine.example";

  it("invites a moderator: the account, the row as the caller, the name, and an invitation in the outbox", async () => {
    const result = await inviteAdministrator(signed.superadmin, secret, {
      name: "Bruna Alves",
      email,
      role: "moderator",
      permissions: permissionPreset("moderator"),
      createdBy: DEMO_USER_IDS.superadmin,
      redirectTo: REDIRECT,
      invitation: INVITATION,
    });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.id : "";
    const team = await signed.superadmin.rpc("equipe_administrativa");
    expect(team.data?.find((row) => row.user_id === id)).toMatchObject({
      nome: "Bruna Alves",
      email,
      papel: "moderador",
    });
    const [mail] = await mailsTo(backend, email);
    expect(mail?.Subject).toBe("Vitrine: você recebeu um convite");
    expect((await readMail(backend, mail!.ID)).Text).toContain(INVITATION);
    const link = await linkFromMail(backend, email);
    expect(link.type).toBe("invite");
    // the invitee opens the link, sets a password, and signs in as an administrator
    const invitee = client(backend, backend.publishableKey);
    const verified = await invitee.auth.verifyOtp({ type: "invite", token_hash: link.tokenHash });
    expect(verified.error).toBeNull();
    expect((await invitee.auth.updateUser({ password: DEMO_PASSWORD })).error).toBeNull();
    const again = await signedIn(backend, email);
    expect((await again.supabase.rpc("minhas_permissoes")).data?.[0]?.papel).toBe("moderador");
  });

  it("refuses an admin who grants more than they hold, and leaves no account behind", async () => {
    const other = "sem.permissao@vitrine.example";
    const result = await inviteAdministrator(signed.admin, secret, {
      name: "Sem Permissão",
      email: other,
      role: "admin",
      permissions: permissionPreset("superadmin"),
      createdBy: DEMO_USER_IDS.admin,
      redirectTo: REDIRECT,
      invitation: INVITATION,
    });
    expect(result).toEqual({ ok: false, error: "grantBeyondOwn" });
    const { data } = await secret.auth.admin.listUsers();
    expect(data.users.map((user) => user.email)).not.toContain(other);
  });

  it("refuses an existing account's e-mail", async () => {
    const result = await inviteAdministrator(signed.superadmin, secret, {
      name: "Ana",
      email: "cliente@vitrine.example",
      role: "moderator",
      permissions: permissionPreset("moderator"),
      createdBy: DEMO_USER_IDS.superadmin,
      redirectTo: REDIRECT,
      invitation: INVITATION,
    });
    expect(result).toEqual({ ok: false, error: "accountExists" });
  });

  it("edits role and name as the caller; the moderator may not edit anyone", async () => {
    const { data } = await secret.from("administradores").select("user_id").eq("papel", "moderador");
    const bruna = data!.map((row) => row.user_id).find((id) => id !== MODERATOR_ID)!;
    const refused = await updateAdministrator(signed.moderator, secret, bruna, {
      name: "X",
      role: "admin",
      permissions: permissionPreset("moderator"),
    });
    expect(refused).toEqual({ ok: false, error: "notFound" }); // RLS hides the row from a moderator's update
    const done = await updateAdministrator(signed.admin, secret, bruna, {
      name: "Bruna A. Souza",
      role: "admin",
      permissions: permissionPreset("admin"),
    });
    expect(done.ok).toBe(true);
    const team = await signed.admin.rpc("equipe_administrativa");
    expect(team.data?.find((row) => row.user_id === bruna)).toMatchObject({
      nome: "Bruna A. Souza",
      papel: "admin",
    });
  });

  it("removes an administrator with users.delete, the account with them; admin@ (no users.delete) cannot", async () => {
    const { data } = await secret.from("administradores").select("user_id").eq("papel", "admin");
    const bruna = data!.map((row) => row.user_id).find((id) => id !== DEMO_USER_IDS.admin)!;
    expect(await removeAdministrator(signed.admin, secret, bruna)).toEqual({ ok: false, error: "notFound" });
    expect(await removeAdministrator(signed.superadmin, secret, DEMO_USER_IDS.superadmin)).toEqual({
      ok: false,
      error: "superadminProtected",
    });
    expect(await removeAdministrator(signed.superadmin, secret, bruna)).toEqual({ ok: true, id: bruna });
    expect((await secret.auth.admin.getUserById(bruna)).error?.status).toBe(404);
  });
});
