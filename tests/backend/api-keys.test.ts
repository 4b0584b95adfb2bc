import { describe, expect, it } from "vitest";

import {
  activateApiKeys,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  loadApiKeys,
  roleForApiKey,
} from "@/supabase/embedded/keys";

import { BOOT_TIMEOUT_MS, rawFetch, startMemoryBackend } from "./helpers";

const PUBLISHABLE = "sb_publishable_MinhaChaveDeTeste_0123";
const SECRET = "sb_secret_MinhaChaveSecretaDeTeste_4567";

describe("the embedded backend's keys come from the environment", () => {
  it.each([
    ["nothing set: the local keys", {}, { publishable: LOCAL_PUBLISHABLE_KEY, secret: LOCAL_SECRET_KEY }],
    ["empty values count as unset", { VITRINE_BACKEND_SECRET_KEY: " " }, { secret: LOCAL_SECRET_KEY }],
    [
      "both set",
      { VITRINE_BACKEND_PUBLISHABLE_KEY: PUBLISHABLE, VITRINE_BACKEND_SECRET_KEY: SECRET },
      { publishable: PUBLISHABLE, secret: SECRET },
    ],
    [
      "only the secret",
      { VITRINE_BACKEND_SECRET_KEY: SECRET },
      { publishable: LOCAL_PUBLISHABLE_KEY, secret: SECRET },
    ],
  ])("%s", (_name, env, expected) => {
    expect(loadApiKeys(env)).toMatchObject(expected);
  });

  it.each([
    ["a secret key without its prefix", { VITRINE_BACKEND_SECRET_KEY: "MinhaChaveSecretaDeTeste_4567" }],
    ["the secret key given as the publishable one", { VITRINE_BACKEND_PUBLISHABLE_KEY: SECRET }],
    ["the publishable key given as the secret one", { VITRINE_BACKEND_SECRET_KEY: PUBLISHABLE }],
    ["a short secret", { VITRINE_BACKEND_SECRET_KEY: "sb_secret_curta" }],
    ["a key with a space", { VITRINE_BACKEND_SECRET_KEY: "sb_secret_Minha Chave Secreta De Teste" }],
    ["a key with a quote", { VITRINE_BACKEND_PUBLISHABLE_KEY: 'sb_publishable_"0123456789abcdef' }],
  ])("refuses %s", (_name, env) => {
    expect(() => loadApiKeys(env)).toThrow(/VITRINE_BACKEND_(PUBLISHABLE|SECRET)_KEY precisa começar/);
  });

  it.each([
    [LOCAL_PUBLISHABLE_KEY, "anon"],
    [LOCAL_SECRET_KEY, "service_role"],
    ["", null],
    [undefined, null],
    ["sb_secret_outra", null],
  ] as const)("maps %j to the role %j", (key, role) => {
    expect(roleForApiKey(key)).toBe(role);
  });

  it("serves one key set per process at a time", () => {
    const release = activateApiKeys({ publishable: PUBLISHABLE, secret: SECRET });
    try {
      expect(roleForApiKey(SECRET)).toBe("service_role");
      expect(roleForApiKey(LOCAL_SECRET_KEY)).toBeNull();
      expect(() => activateApiKeys({ publishable: LOCAL_PUBLISHABLE_KEY, secret: LOCAL_SECRET_KEY })).toThrow(
        /outras chaves/,
      );
    } finally {
      release();
    }
    expect(roleForApiKey(LOCAL_SECRET_KEY)).toBe("service_role");
  });

  it(
    "a backend started with its own keys accepts them and refuses the published local ones",
    async () => {
      const backend = await startMemoryBackend({ apiKeys: { publishable: PUBLISHABLE, secret: SECRET } });
      try {
        expect(backend.publishableKey).toBe(PUBLISHABLE);
        expect(backend.secretKey).toBe(SECRET);
        const read = await rawFetch(backend, "/rest/v1/categorias?select=slug&limit=1");
        expect(read.status).toBe(200);
        const secret = { apikey: SECRET, Authorization: `Bearer ${SECRET}` };
        expect(
          (await rawFetch(backend, "/rest/v1/perfis?select=email&limit=1", { headers: secret })).status,
        ).toBe(200);
        const local = { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` };
        const refused = await rawFetch(backend, "/rest/v1/perfis?select=email", { headers: local });
        expect(refused.status).toBe(401);
        expect(refused.body?.message).toBe("Invalid API key");
        expect((await rawFetch(backend, "/__vitrine/stats", { headers: local })).status).toBe(401);
        expect((await rawFetch(backend, "/__vitrine/stats", { headers: secret })).status).toBe(200);
      } finally {
        await backend.stop();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
