import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AdminUserCreateView, AdminUserEditView } from "@/components/areas/admin/users/admin-user-views";
import { AdminUsersProvider, adminUsersSession } from "@/components/areas/admin/users/admin-users-provider";
import { AdminUsersScreen } from "@/components/areas/admin/users/admin-users-screen";
import { Toaster } from "@/components/ui/sonner";
import { adminUsers } from "@/fixtures/admin";
import type { AdminUser } from "@/lib/admin/types";
import { renderWithIntl } from "@/tests/support/render";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const superadmin = adminUsers.find((admin) => admin.role === "superadmin")!;

function setup(ui: React.ReactNode) {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithIntl(
    <AdminUsersProvider initial={structuredClone(adminUsers)}>
      {ui}
      <Toaster />
    </AdminUsersProvider>,
  );
  return user;
}

const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li")!;
const session = (): AdminUser[] => adminUsersSession.read([]);

beforeEach(() => adminUsersSession.reset());
afterEach(() => {
  push.mockClear();
  vi.restoreAllMocks();
});

describe("Administradores list (product.md §2)", { timeout: 20_000 }, () => {
  it("shows each administrator with initials fallback, role badge and pt-BR dates", () => {
    setup(<AdminUsersScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Administradores" })).toBeInTheDocument();
    const rafael = within(card("Rafael Gomes"));
    expect(rafael.getByText("RG")).toBeInTheDocument();
    expect(rafael.getByText("Admin")).toBeInTheDocument();
    expect(rafael.getByText("30/10/2026")).toBeInTheDocument();
    expect(rafael.getByText("Ainda não acessou")).toBeInTheDocument();
    const mariana = within(card("Mariana Costa"));
    expect(mariana.getByText("14/09/2023")).toBeInTheDocument();
    expect(mariana.getByText("20/11/2026 às 18:47")).toBeInTheDocument();
    expect(within(card("Lucas Ferreira")).getByText("Moderador")).toBeInTheDocument();
  });

  it("a superadmin card has Senha and Editar but never Excluir", () => {
    setup(<AdminUsersScreen />);
    const paulo = within(card(superadmin.name));
    expect(paulo.getByText("Super Admin")).toBeInTheDocument();
    expect(paulo.getByRole("link", { name: `Alterar a senha de ${superadmin.name}` })).toHaveAttribute(
      "href",
      `/admin/users/${superadmin.id}/password`,
    );
    expect(paulo.getByRole("link", { name: `Editar ${superadmin.name}` })).toBeInTheDocument();
    expect(paulo.queryByRole("button", { name: /Excluir/ })).not.toBeInTheDocument();
    expect(paulo.getByText("Super Admin não pode ser excluído")).toBeInTheDocument();
  });

  it("Excluir asks 'Tem certeza que deseja excluir este administrador?' and removes only after confirming", async () => {
    const user = setup(<AdminUsersScreen />);
    await user.click(screen.getByRole("button", { name: "Excluir Lucas Ferreira" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Tem certeza que deseja excluir este administrador?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(card("Lucas Ferreira")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Excluir Lucas Ferreira" }));
    await user.click(await screen.findByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Administrador excluído")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Lucas Ferreira" })).not.toBeInTheDocument();
    expect(session().map((admin) => admin.name)).not.toContain("Lucas Ferreira");
  });
});

describe("Novo Administrador form (product.md §5)", { timeout: 30_000 }, () => {
  it("requires name and e-mail and checks the e-mail, in Portuguese", async () => {
    const user = setup(<AdminUserCreateView />);
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));
    expect(screen.getByLabelText("Nome")).toHaveAccessibleDescription("Nome é obrigatório");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Email é obrigatório");
    expect(screen.getByLabelText("Nome")).toHaveFocus();

    await user.type(screen.getByLabelText("Nome"), "Bruna Alves");
    await user.type(screen.getByLabelText("E-mail"), "bruna@");
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Email inválido");
    expect(push).not.toHaveBeenCalled();
  });

  it("choosing Admin applies the admin preset, the matrix stays editable, and saving adds the card", async () => {
    const user = setup(<AdminUserCreateView />);
    expect(screen.getByRole("checkbox", { name: "Empresas: Aprovar" })).not.toBeChecked(); // moderator default

    await user.click(screen.getByRole("combobox", { name: "Papel" }));
    await user.click(await screen.findByRole("option", { name: "Admin" }));
    expect(screen.getByRole("checkbox", { name: "Empresas: Aprovar" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Empresas: Excluir" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Dashboard: Acessar Dashboard" })).toBeChecked();

    await user.click(screen.getByRole("checkbox", { name: "Planos: Criar" }));
    await user.type(screen.getByLabelText("Nome"), "Bruna Alves");
    await user.type(screen.getByLabelText("E-mail"), "Bruna@Vitrine.Example");
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));

    expect(await screen.findByText("Administrador criado")).toBeInTheDocument();
    expect(push).toHaveBeenCalledWith("/admin/users");
    const created = session().find((admin) => admin.email === "bruna@vitrine.example");
    expect(created).toMatchObject({ name: "Bruna Alves", role: "admin" });
    expect(created?.permissions.plans.create).toBe(true);
    expect(created?.permissions.companies.delete).toBe(false);
  });

  it("Super Admin has every permission, checked and locked", async () => {
    const user = setup(<AdminUserCreateView />);
    await user.click(screen.getByRole("combobox", { name: "Papel" }));
    await user.click(await screen.findByRole("option", { name: "Super Admin" }));
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(22);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
  });

  it("refuses an e-mail another administrator already has", async () => {
    const user = setup(<AdminUserCreateView />);
    await user.type(screen.getByLabelText("Nome"), "Outra Mariana");
    await user.type(screen.getByLabelText("E-mail"), "admin@vitrine.example");
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
      "Já existe um administrador com este e-mail",
    );
  });
});

describe("Editar sub-view (product.md §2/6)", { timeout: 20_000 }, () => {
  it("a superadmin's role cannot be changed, so no edit makes them deletable", () => {
    setup(<AdminUserEditView id={superadmin.id} />);
    expect(screen.getByRole("combobox", { name: "Papel" })).toBeDisabled();
    expect(screen.getByText("O papel de um Super Admin não pode ser alterado.")).toBeInTheDocument();
  });

  it("saves a new name with a toast and goes back to the list", async () => {
    const user = setup(<AdminUserEditView id={adminUsers[2]!.id} />);
    const name = screen.getByLabelText("Nome");
    await user.clear(name);
    await user.type(name, "Rafael G. Souza");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));
    expect(await screen.findByText("Alterações salvas")).toBeInTheDocument();
    expect(session().find((admin) => admin.id === adminUsers[2]!.id)?.name).toBe("Rafael G. Souza");
    expect(push).toHaveBeenCalledWith("/admin/users");
  });

  it("an unknown id says so and links back", () => {
    setup(<AdminUserEditView id="desconhecido" />);
    expect(screen.getByRole("heading", { name: "Administrador não encontrado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar para Administradores" })).toHaveAttribute(
      "href",
      "/admin/users",
    );
  });
});
