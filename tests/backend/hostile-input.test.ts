import { request } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmbeddedBackend } from "@/supabase/embedded";
import { checkEmail } from "@/supabase/embedded/auth-validation";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "@/supabase/embedded/http";
import { fromDatabaseError, STATEMENT_ERROR_MESSAGE } from "@/supabase/embedded/rest-errors";
import { parseReadQuery } from "@/supabase/embedded/rest-query";

import { BOOT_TIMEOUT_MS, client, rawFetch, startMemoryBackend } from "./helpers";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend();
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const AUTH = { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" };
const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

type Hostile = [name: string, path: string, init?: RequestInit, code?: string];

// Every one of these once answered 500 or hung; each must get a 4xx with a JSON body.
const HOSTILE: Hostile[] = [
  ["a boolean filter that is not a boolean", "/rest/v1/categorias?ativo=eq.maybe", {}, "22P02"],
  ["a number where a boolean belongs", "/rest/v1/categorias?destaque=eq.2", {}, "22P02"],
  ["a list of non-booleans", "/rest/v1/categorias?ativo=in.(x,y)", {}, "22P02"],
  ["a negated bad boolean", "/rest/v1/categorias?ativo=not.eq.talvez", {}, "22P02"],
  ["a bad uuid", "/rest/v1/categorias?id=eq.nope", {}, "22P02"],
  ["a bad timestamp", "/rest/v1/categorias?created_at=gt.ontem", {}, "22007"],
  ["a NUL byte in a filter", "/rest/v1/categorias?nome=eq.a%00b"],
  ["an unknown column", "/rest/v1/categorias?nao_existe=eq.1"],
  ["an unknown operator", "/rest/v1/categorias?nome=zz.1", {}, "PGRST100"],
  ["a bad select", `/rest/v1/categorias?select=${encodeURIComponent("nome;drop table x")}`],
  ["a huge limit", "/rest/v1/categorias?limit=99999999999", {}, "PGRST100"],
  [
    "a JSON body nested 100k deep",
    "/rest/v1/rpc/resolve_login_nickname",
    { method: "POST", headers: AUTH, body: `{"nickname":${nested(100_000)}}` },
    "PGRST102",
  ],
  [
    "an RPC argument of the wrong type",
    "/rest/v1/rpc/custom_access_token_hook",
    { method: "POST", headers: AUTH, body: '{"event":"{not json"}' },
  ],
  ["PUT on a table", "/rest/v1/categorias", { method: "PUT" }, "PGRST117"],
  // product.md D18: an empty object inserts the table's defaults (PostgREST), refused here by RLS, never a 42601
  ["an empty object inserted", "/rest/v1/categorias", { method: "POST", headers: AUTH, body: "{}" }, "42501"],
  [
    "a list of empty objects inserted",
    "/rest/v1/categorias",
    { method: "POST", headers: AUTH, body: "[{},{}]" },
    "42501",
  ],
  [
    "a NUL byte in a sign-in e-mail",
    "/auth/v1/token?grant_type=password",
    { method: "POST", headers: AUTH, body: JSON.stringify({ email: "a\u0000@b.com", password: "x" }) },
    "validation_failed",
  ],
  [
    "a newline in a sign-in e-mail",
    "/auth/v1/token?grant_type=password",
    { method: "POST", headers: AUTH, body: JSON.stringify({ email: "a@b.com\nBcc: x", password: "x" }) },
    "validation_failed",
  ],
  [
    "a NUL byte in a sign-up e-mail",
    "/auth/v1/signup",
    { method: "POST", headers: AUTH, body: JSON.stringify({ email: "a\u0000@b.com", password: "segredo" }) },
    "validation_failed",
  ],
  [
    "a NUL byte in sign-up metadata",
    "/auth/v1/signup",
    {
      method: "POST",
      headers: AUTH,
      body: JSON.stringify({ email: "meta.nul@exemplo.com", password: "segredo", data: { n: "a\u0000" } }),
    },
    "validation_failed",
  ],
  [
    "a refresh token with a NUL byte",
    "/auth/v1/token?grant_type=refresh_token",
    { method: "POST", headers: AUTH, body: JSON.stringify({ refresh_token: "abc\u0000" }) },
    "refresh_token_not_found",
  ],
  [
    "a JSON body nested 100k deep on Auth",
    "/auth/v1/token?grant_type=password",
    { method: "POST", headers: AUTH, body: nested(100_000) },
    "bad_json",
  ],
  ["DELETE on /token", "/auth/v1/token", { method: "DELETE", headers: AUTH }, "method_not_allowed"],
  ["GET on /signup", "/auth/v1/signup", { headers: AUTH }, "method_not_allowed"],
  ["an unknown auth path", "/auth/v1/factors", { headers: AUTH }, "not_found"],
  ["the Auth admin API with the publishable key", "/auth/v1/admin/users", { headers: AUTH }, "not_admin"],
  ["the stats without a key", "/__vitrine/stats"],
  ["resetting the stats with the publishable key", "/__vitrine/stats/reset", { method: "POST" }],
  ["DELETE on the stats", "/__vitrine/stats", { method: "DELETE" }],
];

describe("bad input gets a 4xx with a clear body, never a 500", () => {
  it.each(HOSTILE)("%s", async (_name, path, init = {}, code) => {
    const response = await rawFetch(backend, path, init);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body?.message).toBe("string");
    expect(JSON.stringify(response.body)).not.toMatch(/syntax error|at or near/i);
    if (code) expect(response.body?.code ?? response.body?.error).toBe(code);
  });

  it.each(["TRACE", "PROPFIND", "PURGE"])("answers %s with a 4xx", async (method) => {
    // fetch cannot send these methods: a raw request can
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${backend.url}/rest/v1/categorias`, {
        method,
        headers: { apikey: backend.publishableKey },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("keeps serving after all of them", async () => {
    const { data, error } = await client(backend).from("categorias").select("slug").eq("ativo", true);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  });

  it("lets the secret key read and reset the stats", async () => {
    const secret = { apikey: backend.secretKey };
    expect((await rawFetch(backend, "/__vitrine/stats", { headers: secret })).status).toBe(200);
    const bearer = { Authorization: `Bearer ${backend.secretKey}`, apikey: "" };
    expect(
      (await rawFetch(backend, "/__vitrine/stats/reset", { method: "POST", headers: bearer })).status,
    ).toBe(204);
  });
});

describe("the parsers refuse hostile input themselves", () => {
  it.each([
    ["ativo", "eq"],
    ["ativo", "maybe.true"],
    ["ativo", "is.sim"],
    ["ativo", "in.(a"],
    ["Ativo", "eq.true"],
    ["a;b", "eq.1"],
    ["x".repeat(64), "eq.1"],
  ])("filter %s=%s is PGRST100", (column, value) => {
    expect(() => parseReadQuery(new URLSearchParams([[column, value]]))).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it.each([
    ["a\u0000@b.com"],
    ["a\r\nb@c.com"],
    ["a b@c.com"],
    ["@b.com"],
    [`${"a".repeat(250)}@b.com`],
    [""],
    [42],
    [null],
  ])("e-mail %j is refused with validation_failed", (email) => {
    const checked = checkEmail(email);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.body.code).toBe("validation_failed");
  });

  it.each([
    [nested(MAX_JSON_DEPTH), false],
    [nested(MAX_JSON_DEPTH + 1), true],
    [`{"a":"${"[".repeat(500)}"}`, false],
    [`{"a":"\\"${"{".repeat(500)}"}`, false],
    [`[${'{"a":'.repeat(100)}1${"}".repeat(100)}]`, true],
  ])("JSON depth check %#", (text, exceeds) => {
    expect(jsonDepthExceeds(text)).toBe(exceeds);
  });
});

// product.md D18: a statement the backend built badly is its own bug; the client never reads its SQL text.
describe("database errors reach the client as PostgREST reports them, without SQL text", () => {
  const SQL_ECHO = {
    message: 'syntax error at or near ")"',
    detail: "insert into x () select",
    hint: "select 1",
  };

  it.each(["42601", "42P02", "42P18", "42803"])(
    "%s keeps its code and status, with a fixed message",
    (code) => {
      const error = fromDatabaseError({ ...SQL_ECHO, code }, "authenticated");
      expect(error?.status).toBe(400);
      expect(error?.body).toEqual({ code, details: null, hint: null, message: STATEMENT_ERROR_MESSAGE });
    },
  );

  it.each([
    ["23502", 400, 'null value in column "nome" of relation "categorias" violates not-null constraint'],
    ["23505", 409, 'duplicate key value violates unique constraint "categorias_slug_key"'],
    ["42501", 401, 'new row violates row-level security policy for table "categorias"'],
  ])("%s keeps PostgreSQL's message, which names no SQL (status %i)", (code, status, message) => {
    const error = fromDatabaseError({ code, message }, "anon");
    expect(error?.status).toBe(status);
    expect(error?.body).toMatchObject({ code, message });
  });
});
