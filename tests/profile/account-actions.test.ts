import { beforeEach, describe, expect, it, vi } from "vitest";

import messages from "@/messages/pt-BR.json";
import { failed } from "@/tests/support/form-result";

type Catalogue = Record<string, unknown>;

function lookup(path: string): string {
  let node: unknown = messages;
  for (const part of path.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${path}`);
  return node;
}

const USER = { id: "4105777f-686d-4c13-a805-fe8808d84b12", email: "ana@teste.example", type: "cliente" };

const mocks = vi.hoisted(() => ({
  requireAccountType: vi.fn(),
  getCurrentUser: vi.fn(),
  verifyCurrentPassword: vi.fn(),
  updateOwnProfile: vi.fn(),
  deleteOwnAccount: vi.fn(),
  refresh: vi.fn(),
  endUser: vi.fn(),
}));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(`${namespace}.${key}`),
}));
vi.mock("next/cache", () => ({ refresh: mocks.refresh }));
vi.mock("@/lib/data/access", () => ({ requireAccountType: mocks.requireAccountType }));
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: mocks.getCurrentUser }));
vi.mock("@/lib/auth/verify-password", () => ({ verifyCurrentPassword: mocks.verifyCurrentPassword }));
vi.mock("@/lib/auth/live-session-cache", () => ({ liveSessions: () => ({ endUser: mocks.endUser }) }));
vi.mock("@/lib/data/profile", () => ({
  updateOwnProfile: mocks.updateOwnProfile,
  deleteOwnAccount: mocks.deleteOwnAccount,
}));

const { saveProfile } = await import("@/lib/profile/actions");
const { deleteMyAccount } = await import("@/lib/profile/delete-account-action");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.requireAccountType.mockResolvedValue(USER);
  mocks.getCurrentUser.mockResolvedValue(USER);
  mocks.updateOwnProfile.mockResolvedValue("ok");
  mocks.deleteOwnAccount.mockResolvedValue(true);
  mocks.verifyCurrentPassword.mockResolvedValue("ok");
});

describe("'Dados pessoais' saves name, display name and phone as the shopper", () => {
  const typed = { name: " Ana Paula ", displayName: "Aninha", phone: "31987654321" };

  it("saves the tidied values to the person's own profile and refreshes the screens that show the name", async () => {
    expect(await saveProfile(null, form(typed))).toEqual({ ok: true, message: "Dados salvos" });
    expect(mocks.requireAccountType).toHaveBeenCalledWith("cliente");
    expect(mocks.updateOwnProfile).toHaveBeenCalledWith(USER, {
      name: "Ana Paula",
      displayName: "Aninha",
      phone: "(31) 98765-4321",
    });
    expect(mocks.refresh).toHaveBeenCalledOnce();
  });

  it("says 'Nome de exibição já está em uso' under the field and keeps what was typed", async () => {
    mocks.updateOwnProfile.mockResolvedValue("taken");
    const result = failed(await saveProfile(null, form(typed)));
    expect(result.fieldErrors).toEqual({ displayName: "Nome de exibição já está em uso" });
    expect(result.values).toEqual(typed);
    expect(mocks.refresh).not.toHaveBeenCalled();
  });

  it("refuses an invalid phone before asking the database, keeping the typed values", async () => {
    const result = failed(await saveProfile(null, form({ ...typed, phone: "1234" })));
    expect(result.fieldErrors).toEqual({ phone: lookup("profile.phoneInvalid") });
    expect(result.values?.phone).toBe("1234");
    expect(mocks.updateOwnProfile).not.toHaveBeenCalled();
  });

  it("says the save failed when the database refused it", async () => {
    mocks.updateOwnProfile.mockResolvedValue("failed");
    expect(failed(await saveProfile(null, form(typed))).error).toBe(lookup("profile.saveFailed"));
  });
});

describe("'Excluir minha conta' asks the password again", () => {
  it("deletes the account and forgets its sessions when the password is right", async () => {
    expect(await deleteMyAccount(null, form({ password: "vitrine123" }))).toEqual({
      ok: true,
      message: "Conta excluída",
    });
    expect(mocks.verifyCurrentPassword).toHaveBeenCalledWith(USER.email, "vitrine123");
    expect(mocks.deleteOwnAccount).toHaveBeenCalledOnce();
    expect(mocks.endUser).toHaveBeenCalledWith(USER.id);
  });

  it.each([
    ["wrong", "Senha atual incorreta."],
    ["limited", lookup("accountData.deleteLimited")],
    ["unavailable", lookup("accountData.deleteFailed")],
  ])("keeps the account when the password check says %s", async (check, message) => {
    mocks.verifyCurrentPassword.mockResolvedValue(check);
    const result = failed(await deleteMyAccount(null, form({ password: "errada" })));
    expect(result.error).toBe(message);
    expect(result.values).toEqual({});
    expect(mocks.deleteOwnAccount).not.toHaveBeenCalled();
    expect(mocks.endUser).not.toHaveBeenCalled();
  });

  it("asks for the password when none was typed", async () => {
    const result = failed(await deleteMyAccount(null, form({ password: "" })));
    expect(result.fieldErrors).toEqual({ password: lookup("accountData.deletePasswordRequired") });
    expect(mocks.verifyCurrentPassword).not.toHaveBeenCalled();
  });

  it.each(["empresa", "entregador", "anunciante", "admin", "superadmin"])(
    "sends a %s account to the administration instead",
    async (type) => {
      mocks.getCurrentUser.mockResolvedValue({ ...USER, type });
      expect(failed(await deleteMyAccount(null, form({ password: "vitrine123" }))).error).toBe(
        lookup("accountData.deleteNotCustomer"),
      );
      expect(mocks.verifyCurrentPassword).not.toHaveBeenCalled();
      expect(mocks.deleteOwnAccount).not.toHaveBeenCalled();
    },
  );

  it("keeps the session when the database did not delete the account", async () => {
    mocks.deleteOwnAccount.mockResolvedValue(false);
    expect(failed(await deleteMyAccount(null, form({ password: "vitrine123" }))).error).toBe(
      lookup("accountData.deleteFailed"),
    );
    expect(mocks.endUser).not.toHaveBeenCalled();
  });
});
