import { AuthRetryableFetchError, AuthSessionMissingError } from "@supabase/supabase-js";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { BackendUnavailableError, isBackendUnavailable } from "@/lib/auth/backend-unavailable";

const client = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock("next/server", () => ({ connection: async () => {} }));
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: async () => client.current }));

const { getCurrentUser, getCurrentUserOrVisitor } = await import("@/lib/auth/session");

const CLAIMS = { sub: "u-ana", session_id: "s-1", email: "cliente@vitrine.example" };
const ANA = {
  tipo_conta: "cliente",
  nome_mostrado: "Ana Souza",
  nome_completo: "Ana Paula Souza",
  telefone: "(31) 98765-4321",
  avaliacao: 4.8,
};

type PerfisAnswer = { data: typeof ANA | null; status: number };

/** A server client whose session check and perfis read answer as told. */
function backend(user: { data: { user: unknown }; error: unknown }, perfis: PerfisAnswer) {
  const read = { select: () => read, eq: () => read, maybeSingle: async () => perfis };
  client.current = {
    auth: { getClaims: async () => ({ data: { claims: CLAIMS }, error: null }), getUser: async () => user },
    from: () => read,
  };
}

const live = { data: { user: { id: "u-ana" } }, error: null };
const found: PerfisAnswer = { data: ANA, status: 200 };

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("vitrine.live-sessions"));
});

describe("the signed-in user of a request", () => {
  it("a live session with a profile is the user", async () => {
    backend(live, found);
    expect(await getCurrentUser()).toMatchObject({ id: "u-ana", type: "cliente", name: "Ana Souza" });
  });

  it.each([
    ["a session ended by 'Sair'", { data: { user: null }, error: new AuthSessionMissingError() }, found],
    ["no profile row", live, { data: null, status: 200 }],
    ["a profile refused by RLS (401)", live, { data: null, status: 401 }],
  ] as const)("%s is a visitor (null)", async (_label, user, perfis) => {
    backend(user, perfis);
    expect(await getCurrentUser()).toBeNull();
  });

  it.each([
    [
      "the session check timed out",
      { data: { user: null }, error: new AuthRetryableFetchError("timeout", 0) },
      found,
    ],
    ["the profile read failed to connect (status 0)", live, { data: null, status: 0 }],
    ["the profile read got a 503 from the gateway", live, { data: null, status: 503 }],
  ] as const)("%s: BackendUnavailableError, never a signed-out null", async (_label, user, perfis) => {
    backend(user, perfis);
    const failure = getCurrentUser();
    await expect(failure).rejects.toBeInstanceOf(BackendUnavailableError);
    // the boundary in the browser sees only the digest
    expect(isBackendUnavailable(await failure.catch((error: unknown) => error))).toBe(true);
  });

  it("public screens get the visitor when the backend does not answer", async () => {
    backend(live, { data: null, status: 0 });
    expect(await getCurrentUserOrVisitor()).toBeNull();
  });
});
