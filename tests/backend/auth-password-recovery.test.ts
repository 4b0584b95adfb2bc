import { AuthWeakPasswordError, createClient, isAuthApiError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clientOptions } from "@/lib/supabase/client-options";
import type { EmbeddedBackend } from "@/supabase/embedded";
import { loadEmailSettings } from "@/supabase/embedded/mail-config";

import { BOOT_TIMEOUT_MS, client, rawFetch, startMemoryBackend, uniqueEmail } from "./helpers";
import { linkFromMail, mailsTo, readMail } from "./outbox";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend();
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

/** A fresh account, signed in; the demo accounts stay as the other tests expect them. */
async function newAccount(password = "segredo123") {
  const email = uniqueEmail("senha");
  const supabase = client(backend);
  const { data, error } = await supabase.auth.signUp({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { email, password, supabase, session: data.session };
}

async function signInFails(email: string, password: string) {
  const { error } = await client(backend).auth.signInWithPassword({ email, password });
  return error?.code;
}

describe("changing the password (PUT /auth/v1/user, updateUser)", () => {
  it("sets the new password: the old one no longer signs in, the new one does", async () => {
    const account = await newAccount();
    const { data, error } = await account.supabase.auth.updateUser({ password: "novasenha456" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(account.email);
    expect(await signInFails(account.email, account.password)).toBe("invalid_credentials");
    expect(await signInFails(account.email, "novasenha456")).toBeUndefined();
  });

  it("keeps the session that changed it and ends the account's other sessions", async () => {
    const account = await newAccount();
    const other = client(backend);
    const { data: second } = await other.auth.signInWithPassword({
      email: account.email,
      password: account.password,
    });
    expect(second.session).not.toBeNull();
    const { error } = await account.supabase.auth.updateUser({ password: "outrasenha789" });
    expect(error).toBeNull();
    expect((await account.supabase.auth.getUser()).error).toBeNull();
    const refreshed = await other.auth.refreshSession({ refresh_token: second.session!.refresh_token });
    expect(refreshed.error?.code).toBe("refresh_token_not_found");
  });

  it("refuses a password under 6 characters with weak_password", async () => {
    const account = await newAccount();
    const { error } = await account.supabase.auth.updateUser({ password: "12345" });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.code).toBe("weak_password");
    expect(error?.status).toBe(422);
  });

  it("refuses a password over bcrypt's 72 bytes, counting accented letters as two", async () => {
    const account = await newAccount();
    // 37 × "é" is 37 characters but 74 bytes
    const { error } = await account.supabase.auth.updateUser({ password: "é".repeat(37) });
    expect(error?.code).toBe("validation_failed");
    expect(error?.message).toBe("Password cannot be longer than 72 characters");
    expect(await signInFails(account.email, account.password)).toBeUndefined();
  });

  it("refuses the current password as the new one with same_password", async () => {
    const account = await newAccount();
    const { error } = await account.supabase.auth.updateUser({ password: account.password });
    expect(error?.code).toBe("same_password");
    expect(error?.status).toBe(422);
  });

  it("merges user_metadata and refuses app_metadata from the person themself", async () => {
    const account = await newAccount();
    const { data } = await account.supabase.auth.updateUser({ data: { apelido: "Ana" } });
    expect(data.user?.user_metadata).toMatchObject({ apelido: "Ana", email: account.email });
    const { status, body } = await rawFetch(backend, "/auth/v1/user", {
      method: "PUT",
      headers: {
        Authorization: `Bearer ${account.session.access_token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ app_metadata: { tipo_conta: "superadmin" } }),
    });
    expect([status, body?.code]).toEqual([403, "not_admin"]);
  });

  it("needs a signed-in person", async () => {
    const { status, body } = await rawFetch(backend, "/auth/v1/user", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: "novasenha456" }),
    });
    expect(status).toBe(401);
    expect(body?.code).toBe("no_authorization");
  });
});

describe("forgot password (POST /auth/v1/recover, verifyOtp with token_hash)", () => {
  it("answers the same for a known and an unknown e-mail, and only the known one gets a mail", async () => {
    const account = await newAccount();
    const unknown = uniqueEmail("ninguem");
    const known = await client(backend).auth.resetPasswordForEmail(account.email, {
      redirectTo: "http://localhost:3000/nova-senha",
    });
    const missing = await client(backend).auth.resetPasswordForEmail(unknown, {
      redirectTo: "http://localhost:3000/nova-senha",
    });
    expect(known).toEqual({ data: {}, error: null });
    expect(missing).toEqual({ data: {}, error: null });
    expect(await mailsTo(backend, unknown)).toHaveLength(0);
    const mails = await mailsTo(backend, account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.From).toEqual({ Name: "Vitrine", Address: "nao-responda@vitrine.example" });
    expect(mails[0]!.Subject).toBe("Vitrine: crie uma nova senha");
  });

  it("sends a Portuguese e-mail whose link opens the app's confirm route with a token_hash", async () => {
    const account = await newAccount();
    await client(backend).auth.resetPasswordForEmail(account.email);
    const [summary] = await mailsTo(backend, account.email);
    const mail = await readMail(backend, summary!.ID);
    expect(mail.HTML).toContain('lang="pt-BR"');
    expect(mail.Text).toContain("Criar nova senha");
    expect(mail.Text).toContain(account.email);
    const link = await linkFromMail(backend, account.email);
    expect(`${link.url.origin}${link.url.pathname}`).toBe("http://localhost:3000/auth/confirm");
    expect(link.type).toBe("recovery");
    expect(link.tokenHash).toMatch(/^[0-9a-f]{56}$/);
  });

  it("signs the person in once with the link, who then sets a new password", async () => {
    const account = await newAccount();
    await client(backend).auth.resetPasswordForEmail(account.email);
    const { tokenHash } = await linkFromMail(backend, account.email);
    const browser = client(backend);
    const { data, error } = await browser.auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(account.email);
    const { data: claims } = await browser.auth.getClaims();
    expect(claims?.claims.amr).toEqual([expect.objectContaining({ method: "otp" })]);
    expect((await browser.auth.updateUser({ password: "recuperada123" })).error).toBeNull();
    expect(await signInFails(account.email, "recuperada123")).toBeUndefined();
    expect(await signInFails(account.email, account.password)).toBe("invalid_credentials");

    const again = await client(backend).auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(again.error?.code).toBe("otp_expired");
    expect(again.error?.status).toBe(403);
  });

  it("keeps only the newest link: asking again makes the earlier one useless", async () => {
    const account = await newAccount();
    await client(backend).auth.resetPasswordForEmail(account.email);
    const first = await linkFromMail(backend, account.email);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // config.toml max_frequency = "1s"
    await client(backend).auth.resetPasswordForEmail(account.email);
    const second = await linkFromMail(backend, account.email);
    expect(second.tokenHash).not.toBe(first.tokenHash);
    const old = await client(backend).auth.verifyOtp({ type: "recovery", token_hash: first.tokenHash });
    expect(old.error?.code).toBe("otp_expired");
    const fresh = await client(backend).auth.verifyOtp({ type: "recovery", token_hash: second.tokenHash });
    expect(fresh.error).toBeNull();
  });

  it("does not accept a recovery link as another kind of link", async () => {
    const account = await newAccount();
    await client(backend).auth.resetPasswordForEmail(account.email);
    const { tokenHash } = await linkFromMail(backend, account.email);
    const { error } = await client(backend).auth.verifyOtp({ type: "invite", token_hash: tokenHash });
    expect(error?.code).toBe("otp_expired");
  });

  it("refuses a malformed e-mail and a half-given PKCE challenge like GoTrue", async () => {
    const { error } = await client(backend).auth.resetPasswordForEmail("sem-arroba");
    expect(error?.code).toBe("validation_failed");
    const { status, body } = await rawFetch(backend, "/auth/v1/recover", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "cliente@vitrine.example", code_challenge: "abc" }),
    });
    expect(status).toBe(400);
    expect(body?.code).toBe("validation_failed");
  });

  it("never stores the link's token itself", async () => {
    const account = await newAccount();
    await client(backend).auth.resetPasswordForEmail(account.email);
    const { tokenHash } = await linkFromMail(backend, account.email);
    const service = client(backend, backend.secretKey);
    const { data } = await service.auth.admin.generateLink({ type: "recovery", email: account.email });
    // the admin link replaced the e-mailed one, whose hash is nowhere to be read back either
    expect(data.properties?.hashed_token).not.toBe(tokenHash);
    const { error } = await client(backend).auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(error?.code).toBe("otp_expired");
  });
});

describe("the outbox's Mailpit API", () => {
  it("lists, reads and deletes messages in Mailpit's shape", async () => {
    const account = await newAccount();
    await client(backend).auth.resetPasswordForEmail(account.email);
    const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages?limit=1`)).json()) as Record<
      string,
      unknown
    >;
    expect(list).toMatchObject({ count: 1, start: 0, tags: [] });
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.messages_count).toBe(list.total);
    const [summary] = list.messages as Record<string, unknown>[];
    expect(Object.keys(summary!)).toEqual(
      expect.arrayContaining([
        "ID",
        "MessageID",
        "Read",
        "From",
        "To",
        "Subject",
        "Created",
        "Size",
        "Snippet",
      ]),
    );
    const latest = (await (await fetch(`${backend.mailUrl}/api/v1/message/latest`)).json()) as Record<
      string,
      unknown
    >;
    expect(latest.ID).toBe(summary!.ID);
    expect(latest).toMatchObject({ To: [{ Name: "", Address: account.email }] });
    expect(typeof latest.Date).toBe("string");
    const missing = await fetch(`${backend.mailUrl}/api/v1/message/nao0existe`);
    expect(missing.status).toBe(404);

    const deleted = await fetch(`${backend.mailUrl}/api/v1/messages`, {
      method: "DELETE",
      body: JSON.stringify({ IDs: [summary!.ID] }),
    });
    expect(deleted.status).toBe(200);
    expect(await mailsTo(backend, account.email)).toHaveLength(0);
  });

  it("answers only on the loopback address", () => {
    expect(new URL(backend.mailUrl).hostname).toBe("127.0.0.1");
  });
});

describe("links expire and the hourly e-mail allowance holds (config.toml otp_expiry, email_sent)", () => {
  let strict: EmbeddedBackend;

  beforeAll(async () => {
    strict = await startMemoryBackend({ email: { otpExpirySeconds: 1, emailSentPerHour: 2 } });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await strict?.stop();
  });

  async function strictAccount() {
    const email = uniqueEmail("limite");
    const { error } = await client(strict).auth.signUp({ email, password: "segredo123" });
    if (error) throw error;
    return email;
  }

  async function resetLimits() {
    await rawFetch(strict, "/__vitrine/rate-limits/reset", {
      method: "POST",
      headers: { apikey: strict.secretKey },
    });
  }

  it("refuses a link opened after otp_expiry", async () => {
    await resetLimits();
    const email = await strictAccount();
    await client(strict).auth.resetPasswordForEmail(email);
    const { tokenHash } = await linkFromMail(strict, email);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const { error } = await client(strict).auth.verifyOtp({ type: "recovery", token_hash: tokenHash });
    expect(error?.code).toBe("otp_expired");
  });

  it("answers 429 over_email_send_rate_limit past email_sent, unknown addresses costing nothing", async () => {
    await resetLimits();
    const [first, second, third] = [await strictAccount(), await strictAccount(), await strictAccount()];
    expect((await client(strict).auth.resetPasswordForEmail(uniqueEmail("ninguem"))).error).toBeNull();
    expect((await client(strict).auth.resetPasswordForEmail(first)).error).toBeNull();
    expect((await client(strict).auth.resetPasswordForEmail(second)).error).toBeNull();
    const { error } = await client(strict).auth.resetPasswordForEmail(third);
    expect(isAuthApiError(error)).toBe(true);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe("over_email_send_rate_limit");
    expect(await mailsTo(strict, third)).toHaveLength(0);
  });

  it("makes the same account wait max_frequency between two e-mails", async () => {
    await resetLimits();
    const email = await strictAccount();
    expect((await client(strict).auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client(strict).auth.resetPasswordForEmail(email);
    expect(error?.status).toBe(429);
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });
});

describe("the ConfirmationURL link with PKCE (resetPasswordForEmail from @supabase/ssr, exchangeCodeForSession)", () => {
  let linked: EmbeddedBackend;

  beforeAll(async () => {
    const shipped = loadEmailSettings({});
    const recovery = { subject: "Link", html: '<p><a href="{{ .ConfirmationURL }}">Abrir</a></p>' };
    linked = await startMemoryBackend({ email: { templates: { ...shipped.templates, recovery } } });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await linked?.stop();
  });

  /** A supabase-js client in the PKCE flow, keeping its code verifier as @supabase/ssr keeps it in a cookie. */
  function pkceClient() {
    const store = new Map<string, string>();
    return createClient(linked.url, linked.publishableKey, {
      ...clientOptions,
      auth: {
        flowType: "pkce",
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => store.get(key) ?? null,
          setItem: (key, value) => void store.set(key, value),
          removeItem: (key) => void store.delete(key),
        },
      },
    });
  }

  async function confirmationUrl(email: string): Promise<string> {
    const [summary] = await mailsTo(linked, email);
    const mail = await readMail(linked, summary!.ID);
    return /href="([^"]*)"/.exec(mail.HTML)![1]!.replace(/&amp;/g, "&");
  }

  it("redirects to redirect_to with ?code=, which the same client trades once for a session", async () => {
    const email = uniqueEmail("pkce");
    await client(linked).auth.signUp({ email, password: "segredo123" });
    const browser = pkceClient();
    const { error } = await browser.auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/auth/callback",
    });
    expect(error).toBeNull();
    const link = await confirmationUrl(email);
    expect(new URL(link).searchParams.get("token")).toMatch(/^pkce_[0-9a-f]{56}$/);

    const opened = await fetch(link, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/auth/callback");
    const code = location.searchParams.get("code")!;
    expect(code).toBeTruthy();

    const { data, error: exchangeError } = await browser.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await browser.auth.updateUser({ password: "pelolink123" })).error).toBeNull();
    const { error: signInError } = await client(linked).auth.signInWithPassword({
      email,
      password: "pelolink123",
    });
    expect(signInError).toBeNull();

    const again = await pkceClient().auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it("refuses the code with another client's code verifier", async () => {
    const email = uniqueEmail("pkce");
    await client(linked).auth.signUp({ email, password: "segredo123" });
    await pkceClient().auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/auth/callback",
    });
    const opened = await fetch(await confirmationUrl(email), { redirect: "manual" });
    const code = new URL(opened.headers.get("location")!).searchParams.get("code")!;
    const stranger = pkceClient();
    // the stranger's own verifier, from a request of its own
    await stranger.auth.resetPasswordForEmail(uniqueEmail("ninguem"));
    const { error } = await stranger.auth.exchangeCodeForSession(code);
    expect(error?.code).toBe("bad_code_verifier");
  });

  it("sends a used link back with the error in the query and the fragment", async () => {
    const email = uniqueEmail("pkce");
    await client(linked).auth.signUp({ email, password: "segredo123" });
    await pkceClient().auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/auth/callback",
    });
    const link = await confirmationUrl(email);
    await fetch(link, { redirect: "manual" });
    const reused = await fetch(link, { redirect: "manual" });
    const location = new URL(reused.headers.get("location")!);
    expect(location.searchParams.get("error_code")).toBe("otp_expired");
    expect(new URLSearchParams(location.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });
});
