import { beforeEach, describe, expect, it, vi } from "vitest";

import { NO_PERMISSIONS } from "@/lib/admin/back-office-permissions";
import { permissionPreset } from "@/lib/admin/permission-presets";
import type { PermissionSet } from "@/lib/admin/types";
import messages from "@/messages/pt-BR.json";

type Catalogue = Record<string, unknown>;

/** The catalogue's text at "namespace.key" (namespaces may be dotted). */
function lookup(path: string): string {
  let node: unknown = messages;
  for (const part of path.split(".")) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing message ${path}`);
  return node;
}

const access = vi.hoisted(() => ({ role: "moderator" as string | null, permissions: {} as PermissionSet }));
// any write would start by opening a client: none may be opened for a refused action
const serverClient = vi.hoisted(() => vi.fn());
const adminClient = vi.hoisted(() => vi.fn());

vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => (key: string) => lookup(`${namespace}.${key}`),
}));
vi.mock("next/cache", () => ({ refresh: vi.fn(), updateTag: vi.fn(), revalidateTag: vi.fn() }));
vi.mock("@/lib/data/access", () => ({
  requireAccountType: async () => ({ id: "00000000-0000-4000-8000-000000000001", type: "admin" }),
}));
vi.mock("@/lib/data/admin-permissions", () => ({
  getAdminPermissions: async () => access.permissions,
  getAdminAccess: async () => access,
}));
vi.mock("@/lib/data/admin", () => ({ getAdministrators: async () => [] }));
vi.mock("@/lib/supabase/server", () => ({ createSupabaseServerClient: serverClient }));
vi.mock("@/lib/supabase/admin", () => ({ createSupabaseAdminClient: adminClient }));
vi.mock("@/lib/server/expire-tags", () => ({ expireTags: vi.fn() }));

const categories = await import("@/lib/admin/category-actions");
const companies = await import("@/lib/admin/company-actions");
const plans = await import("@/lib/admin/plan-actions");
const theme = await import("@/lib/admin/theme-actions");
const team = await import("@/lib/admin/administrator-actions");

const ID = "6f87d499-2cad-41a4-84b6-a7f93f1e1d7f";
const adminForm = {
  name: "Bruna",
  email: "bruna@vitrine.example",
  role: "moderator",
  permissions: permissionPreset("moderator"),
};

// every back-office server action, and the refusal a profile without its permission gets before any write
const ACTIONS: [string, () => Promise<{ ok: boolean; error?: string }>, string][] = [
  ["Nova Categoria", () => categories.createCategory({}), "Você não tem permissão para criar categorias."],
  [
    "Editar categoria",
    () => categories.editCategory(ID, {}),
    "Você não tem permissão para editar categorias.",
  ],
  [
    "Ativar categoria",
    () => categories.setCategoryActive(ID, true),
    "Você não tem permissão para editar categorias.",
  ],
  [
    "Destaque",
    () => categories.setCategoryFeatured(ID, true),
    "Você não tem permissão para editar categorias.",
  ],
  [
    "Excluir categoria",
    () => categories.removeCategory(ID),
    "Você não tem permissão para excluir categorias.",
  ],
  [
    "Aprovar empresa",
    () => companies.setCompanyDecision(ID, "approved"),
    "Você não tem permissão para aprovar ou rejeitar empresas.",
  ],
  ["Excluir empresa", () => companies.deleteCompany(ID), "Você não tem permissão para excluir empresas."],
  ["Novo plano", () => plans.createPlan({}), "Você não tem permissão para criar planos."],
  ["Editar plano", () => plans.editPlan(ID, {}), "Você não tem permissão para editar planos."],
  ["Desativar plano", () => plans.setPlanActive(ID, false), "Você não tem permissão para editar planos."],
  ["Salvar tema", () => theme.saveTheme({}), "Você não tem permissão para editar o layout."],
  ["Restaurar tema", () => theme.restoreDefaultTheme(), "Você não tem permissão para editar o layout."],
  [
    "Novo Administrador",
    () => team.createAdministrator(adminForm),
    "Você não tem permissão para criar administradores.",
  ],
  [
    "Editar administrador",
    () => team.editAdministrator(ID, adminForm),
    "Você não tem permissão para editar administradores.",
  ],
  [
    "Excluir administrador",
    () => team.deleteAdministrator(ID),
    "Você não tem permissão para excluir administradores.",
  ],
  [
    "Senha",
    () => team.sendAdministratorPasswordReset(ID),
    "Você não tem permissão para redefinir a senha de administradores.",
  ],
];

beforeEach(() => {
  serverClient.mockReset();
  adminClient.mockReset();
});

describe("every admin server action checks the caller's permission before it writes (issue 25)", () => {
  it.each(ACTIONS)(
    "a profile with no permissions: %s is refused in Portuguese, nothing written",
    async (_name, run, refusal) => {
      access.role = null;
      access.permissions = structuredClone(NO_PERMISSIONS);
      expect(await run()).toMatchObject({ ok: false, error: refusal });
      expect(serverClient).not.toHaveBeenCalled();
      expect(adminClient).not.toHaveBeenCalled();
    },
  );

  it("the Moderador preset: refused a category delete, a plan and a store approval", async () => {
    access.role = "moderator";
    access.permissions = permissionPreset("moderator");
    expect(await categories.removeCategory(ID)).toMatchObject({
      error: "Você não tem permissão para excluir categorias.",
    });
    expect(await plans.createPlan({})).toMatchObject({ error: "Você não tem permissão para criar planos." });
    expect(await companies.setCompanyDecision(ID, "approved")).toMatchObject({
      error: "Você não tem permissão para aprovar ou rejeitar empresas.",
    });
    expect(serverClient).not.toHaveBeenCalled();
  });

  it("a moderator whose row grants categories.delete gets past the check to the database", async () => {
    access.permissions = {
      ...permissionPreset("moderator"),
      categories: { view: true, create: false, edit: false, delete: true },
    };
    serverClient.mockRejectedValue(new Error("no database in this test"));
    expect(await categories.removeCategory(ID)).toMatchObject({
      ok: false,
      error: lookup("adminCategories.errors.unexpected"),
    });
    expect(serverClient).toHaveBeenCalledTimes(1);
  });
});
