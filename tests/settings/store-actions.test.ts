import { beforeEach, describe, expect, it, vi } from "vitest";

import { companies, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { toWeekDraft } from "@/lib/settings/opening-hours";
import { toProfileDraft } from "@/lib/settings/store-profile";
import messages from "@/messages/pt-BR.json";

type Catalogue = Record<string, unknown>;

function lookup(namespace: string, key: string): string {
  let node: unknown = messages as Catalogue;
  for (const part of `${namespace}.${key}`.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${namespace}.${key}`);
  return node;
}

const store = vi.hoisted(() => ({ owned: null as { id: string } | null, updateStore: vi.fn() }));
vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(namespace, key),
}));
vi.mock("@/lib/data/access", () => ({ requireAccountType: async () => ({ id: "owner" }) }));
vi.mock("@/lib/data/my-store", () => ({ getOwnedStore: async () => store.owned }));
vi.mock("@/lib/settings/store-writes", () => ({ updateStore: store.updateStore }));
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: async () => ({}) }));
vi.mock("@/lib/server/expire-tags", () => ({ expireTags: vi.fn() }));

const { saveOpeningHours, saveStoreProfile } = await import("@/lib/settings/store-actions");

const demo = companies.find((company) => company.id === DEMO_COMPANY_ID)!;
const profile = toProfileDraft(demo);
const week = toWeekDraft(demo.openingHours);

beforeEach(() => {
  store.owned = { id: DEMO_COMPANY_ID };
  store.updateStore.mockReset().mockResolvedValue({ ok: true });
});

describe("'Salvar perfil' answers in the one form result, in Portuguese", () => {
  it("a rejected profile names each field's problem under it and writes nothing", async () => {
    const result = await saveStoreProfile({ ...profile, email: "contato@", state: "XX" });
    expect(result).toEqual({
      ok: false,
      error: "Revise os campos destacados.",
      fieldErrors: { email: "Informe um e-mail válido.", state: "Informe a sigla do estado, como MG." },
    });
    expect(store.updateStore).not.toHaveBeenCalled();
  });

  it("a saved profile comes back in its stored shape ('@' added)", async () => {
    const result = await saveStoreProfile({ ...profile, instagram: "paoquente" });
    expect(result).toEqual({ ok: true, data: { ...profile, instagram: "@paoquente" } });
  });

  it.each([
    ["no store of theirs", null, { ok: true }, "Você não pode alterar esta loja."],
    [
      "the database refuses",
      { id: DEMO_COMPANY_ID },
      { ok: false, error: "unexpected" },
      "Não foi possível salvar agora. Tente de novo em instantes.",
    ],
  ])("%s: the save error alone", async (_case, owned, written, message) => {
    store.owned = owned;
    store.updateStore.mockResolvedValue(written);
    expect(await saveStoreProfile(profile)).toEqual({ ok: false, error: message });
  });
});

describe("'Salvar horários' answers in the one form result, in Portuguese", () => {
  it("a day that closes before it opens is said under its closing time ('monday.close')", async () => {
    const result = await saveOpeningHours({
      ...week,
      monday: { open: "18:00", close: "09:00", closed: false },
    });
    expect(result).toEqual({
      ok: false,
      error: "Revise os horários destacados.",
      fieldErrors: { "monday.close": "O fechamento deve ser depois da abertura." },
    });
    expect(store.updateStore).not.toHaveBeenCalled();
  });

  it("something that is not a week is refused without field errors", async () => {
    expect(await saveOpeningHours({ monday: "sempre" })).toEqual({
      ok: false,
      error: "Revise os campos destacados.",
    });
  });

  it("a saved week comes back as stored", async () => {
    expect(await saveOpeningHours(week)).toEqual({ ok: true, data: week });
    expect(store.updateStore).toHaveBeenCalledOnce();
  });
});
