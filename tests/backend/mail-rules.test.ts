import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { checkTemplates } from "@/supabase/embedded/auth-mail";
import { resolveRedirect } from "@/supabase/embedded/auth-redirect";
import {
  goDurationSeconds,
  loadEmailSettings,
  tomlString,
  tomlStringArray,
} from "@/supabase/embedded/mail-config";
import { matchesQuery, Outbox } from "@/supabase/embedded/mail-outbox";
import { htmlToText, renderTemplate, unsupportedPlaceholder } from "@/supabase/embedded/mail-template";

const dir = mkdtempSync(join(tmpdir(), "vitrine-mail-"));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the e-mail settings of supabase/config.toml", () => {
  it("reads the shipped file: site, limits, outbox port, sender and Portuguese templates", () => {
    const settings = loadEmailSettings({});
    expect(settings).toMatchObject({
      siteUrl: "http://localhost:3000",
      emailSentPerHour: 30,
      maxFrequencySeconds: 1,
      otpExpirySeconds: 3600,
      securePasswordChange: false,
      mailPort: 54324,
      senderName: "Vitrine",
      senderAddress: "nao-responda@vitrine.example",
    });
    expect(settings.additionalRedirectUrls).toContain("http://127.0.0.1:3000");
    expect(settings.templates.recovery.subject).toBe("Vitrine: crie uma nova senha");
    expect(settings.templates.recovery.html).toContain("{{ .TokenHash }}");
    expect(settings.templates.invite.html).toContain("type=invite");
    expect(() => checkTemplates(settings)).not.toThrow();
  });

  it("lets SITE_URL, VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT and VITRINE_MAIL_PORT override it", () => {
    const settings = loadEmailSettings({
      SITE_URL: "http://127.0.0.1:3100/",
      VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT: "500",
      VITRINE_MAIL_PORT: "0",
    });
    expect(settings).toMatchObject({ siteUrl: "http://127.0.0.1:3100", emailSentPerHour: 500, mailPort: 0 });
  });

  it.each([["0"], ["-3"], ["muitos"]])("refuses VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT=%s", (value) => {
    expect(() => loadEmailSettings({ VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT: value })).toThrow(
      /VITRINE_AUTH_RATE_LIMIT_EMAIL_SENT/,
    );
  });

  it("fails at start when a template's file is missing", () => {
    const path = join(dir, "config.toml");
    writeFileSync(
      path,
      '[auth.email.template.recovery]\nsubject = "x"\ncontent_path = "./nao/existe.html"\n',
    );
    expect(() => loadEmailSettings({}, path)).toThrow(/ENOENT|no such file/);
  });

  it.each([
    ['"1s"', 1],
    ['"60s"', 60],
    ['"1m30s"', 90],
    ['"24h"', 86400],
    [undefined, 7],
  ])("reads the Go duration %s as %i seconds", (raw, seconds) => {
    expect(goDurationSeconds("max_frequency", raw, 7)).toBe(seconds);
  });

  it.each([['"1 hora"'], ['"-1s"'], ['"10"']])("refuses the duration %s", (raw) => {
    expect(() => goDurationSeconds("max_frequency", raw, 7)).toThrow(/max_frequency/);
  });

  it.each([
    ['"texto"', "texto"],
    ['"com \\"aspas\\""', 'com "aspas"'],
    ["'literal'", "literal"],
  ])("reads the TOML string %s", (raw, value) => {
    expect(tomlString(raw)).toBe(value);
  });

  it("reads a one-line TOML array of strings", () => {
    expect(tomlStringArray('["http://a:3000", "https://*.vercel.app"]')).toEqual([
      "http://a:3000",
      "https://*.vercel.app",
    ]);
    expect(tomlStringArray(undefined)).toEqual([]);
  });
});

describe("where a link may lead (GoTrue's redirect_to rule)", () => {
  const site = "http://localhost:3000";
  const allowed = ["http://127.0.0.1:3000", "https://*.vercel.app", "https://vitrine.example/**"];
  it.each([
    [null, site],
    ["http://localhost:3000/nova-senha", "http://localhost:3000/nova-senha"],
    ["http://127.0.0.1:3000", "http://127.0.0.1:3000"],
    ["https://minha-loja.vercel.app", "https://minha-loja.vercel.app"],
    ["https://a.b.vercel.app", site],
    ["https://vitrine.example/conta/senha", "https://vitrine.example/conta/senha"],
    ["https://atacante.example/", site],
    ["javascript:alert(1)", site],
    ["nao e url", site],
  ])("redirect_to %s leads to %s", (requested, expected) => {
    expect(resolveRedirect(requested, site, allowed)).toBe(expected);
  });
});

const DATA = {
  SiteURL: "http://localhost:3000",
  ConfirmationURL: "http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery",
  TokenHash: "abc123",
  RedirectTo: "http://localhost:3000",
  Email: "ana@exemplo.com",
  Data: { nome: "Ana <b>" },
};

describe("rendering a template (Go template placeholders)", () => {
  it.each([
    [
      "{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}",
      "http://localhost:3000/auth/confirm?token_hash=abc123",
    ],
    ["{{.Email}}", "ana@exemplo.com"],
    ["Olá, {{ .Data.nome }}", "Olá, Ana &lt;b&gt;"],
    ["{{ .Data.ausente }}!", "!"],
    [
      '<a href="{{ .ConfirmationURL }}">',
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=recovery">',
    ],
  ])("fills %s", (template, expected) => {
    expect(renderTemplate(template, DATA)).toBe(expected);
  });

  it("leaves a subject line unescaped", () => {
    expect(renderTemplate("Oi {{ .Data.nome }}", DATA, false)).toBe("Oi Ana <b>");
  });

  it.each([
    ["{{ .Token }}", "{{ .Token }}"],
    ["{{ if .Data.x }}a{{ end }}", "{{ if .Data.x }}"],
    ["{{ .Data }}", "{{ .Data }}"],
    ["{{ .SiteURL }} e {{ .Email }}", null],
  ])("flags what it cannot fill in %s", (template, bad) => {
    expect(unsupportedPlaceholder(template)).toBe(bad);
  });

  it("turns the HTML into a text part that keeps each link's address", () => {
    const text = htmlToText(
      '<html><body><h1>Título</h1><p>Abra <a href="http://x/a?b=1&amp;c=2">Criar nova senha</a>.</p></body></html>',
    );
    expect(text).toBe("Título\n\nAbra Criar nova senha: http://x/a?b=1&c=2.");
  });
});

describe("the outbox", () => {
  const from = { Name: "Vitrine", Address: "nao-responda@vitrine.example" };

  it("keeps messages newest first, finds them by recipient and deletes them", () => {
    const outbox = new Outbox();
    const first = outbox.add({
      from,
      to: { Name: "", Address: "ana@x.com" },
      subject: "Um",
      html: "<p>um</p>",
    });
    const second = outbox.add({
      from,
      to: { Name: "", Address: "bia@x.com" },
      subject: "Dois",
      html: "<p>dois</p>",
    });
    expect(outbox.list().map((mail) => mail.id)).toEqual([second.id, first.id]);
    expect(outbox.get("latest")?.id).toBe(second.id);
    expect(first.id).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(outbox.list("to:ana@x.com").map((mail) => mail.id)).toEqual([first.id]);
    outbox.delete([first.id]);
    expect(outbox.total).toBe(1);
    outbox.delete();
    expect(outbox.total).toBe(0);
  });

  it.each([
    ["to:ana@x.com", true],
    ["to:bia@x.com", false],
    ['subject:"nova senha"', true],
    ["from:vitrine.example", true],
    ["is:unread", true],
    ["is:read", false],
    ["link", true],
    ["ausente", false],
  ])("matches the search %s: %s", (query, expected) => {
    const outbox = new Outbox();
    const mail = outbox.add({
      from,
      to: { Name: "", Address: "ana@x.com" },
      subject: "Crie uma nova senha",
      html: "<p>Seu link</p>",
    });
    expect(matchesQuery(mail, query)).toBe(expected);
  });
});
