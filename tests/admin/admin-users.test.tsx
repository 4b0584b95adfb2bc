import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  AdminUserCreateView,
  AdminUserEditView,
  AdminUserPasswordView,
  AdminUsersRefused,
} from "@/components/areas/admin/users/admin-user-views";
import { AdminUsersScreen } from "@/components/areas/admin/users/admin-users-screen";
import { Toaster } from "@/components/ui/sonner";
import { adminUsers } from "@/fixtures/admin";
import type { TeamViewer } from "@/lib/admin/administrators";
import { permissionPreset } from "@/lib/admin/permission-presets";
import type { AdminUser } from "@/lib/admin/types";
import { renderWithIntl } from "@/tests/support/render";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const actions = vi.hoisted(() => ({
  createAdministrator: vi.fn(),
  editAdministrator: vi.fn(),
  deleteAdministrator: vi.fn(),
  sendAdministratorPasswordReset: vi.fn(),
}));
vi.mock("@/lib/admin/administrator-actions", () => actions);

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const byName = (name: string) => adminUsers.find((admin) => admin.name === name)!;
const paulo = byName("Paulo Henrique Martins"); // superadmin
const mariana = byName("Mariana Costa"); // admin
const lucas = byName("Lucas Ferreira"); // moderator
const asViewer = (admin: AdminUser): TeamViewer => ({
  id: admin.id,
  role: admin.role,
  permissions: admin.role === "superadmin" ? permissionPreset("superadmin") : permissionPreset(admin.role),
});
const SUPER = asViewer(paulo);
const ADMIN = asViewer(mariana);

function setup(ui: React.ReactNode) {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      {ui}
      <Toaster />
    </>,
  );
  return user;
}

const card = (name: string) =>
  screen.getByRole("heading", { level: 3, name: new RegExp(name) }).closest("li")!;

afterEach(() => {
  push.mockClear();
  for (const action of Object.values(actions)) action.mockReset();
});

describe("Administradores list (product.md §2) from the database", { timeout: 20_000 }, () => {
  it("shows each administrator with initials fallback, role badge and pt-BR dates", () => {
    setup(<AdminUsersScreen admins={adminUsers} viewer={SUPER} />);
    expect(screen.getByRole("heading", { level: 1, name: "Administradores" })).toBeInTheDocument();
    const rafael = within(card("Rafael Gomes"));
    expect(rafael.getByText("RG")).toBeInTheDocument();
    expect(rafael.getByText("Admin")).toBeInTheDocument();
    expect(rafael.getByText("30/10/2026")).toBeInTheDocument();
    expect(rafael.getByText("Ainda não acessou")).toBeInTheDocument();
    expect(within(card("Mariana Costa")).getByText("20/11/2026 às 18:47")).toBeInTheDocument();
    expect(within(card("Lucas Ferreira")).getByText("Moderador")).toBeInTheDocument();
    expect(
      screen.getByText("Cada novo administrador recebe por e-mail um convite para criar a própria senha."),
    ).toBeInTheDocument();
  });

  it("a superadmin card has Senha and Editar but never Excluir", () => {
    setup(<AdminUsersScreen admins={adminUsers} viewer={ADMIN} />);
    const superCard = within(card(paulo.name));
    expect(superCard.getByRole("link", { name: `Redefinir a senha de ${paulo.name}` })).toHaveAttribute(
      "href",
      `/admin/users/${paulo.id}/password`,
    );
    expect(superCard.queryByRole("button", { name: /Excluir/ })).not.toBeInTheDocument();
    expect(superCard.getByText("Super Admin não pode ser excluído")).toBeInTheDocument();
  });

  it("shows an admin what the Admin preset does not allow, disabled with the reason", async () => {
    const user = setup(<AdminUsersScreen admins={adminUsers} viewer={ADMIN} />);
    const remove = within(card("Lucas Ferreira")).getByRole("button", { name: "Excluir Lucas Ferreira" });
    expect(remove).toHaveAttribute("aria-disabled", "true");
    expect(remove).toHaveAccessibleDescription("Seu perfil não permite excluir administradores.");
    await user.click(remove);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(actions.deleteAdministrator).not.toHaveBeenCalled();
    // the superadmin's card: only a superadmin edits a superadmin
    expect(
      within(card(paulo.name)).getByRole("button", { name: `Editar ${paulo.name}` }),
    ).toHaveAccessibleDescription("Só um Super Admin pode dar ou alterar o papel Super Admin.");
    // their own card: nothing to edit or delete here
    const own = within(card("Mariana Costa"));
    expect(own.getByText("(Sua conta)")).toBeInTheDocument();
    expect(own.getByRole("button", { name: "Editar Mariana Costa" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(own.queryByRole("button", { name: /Excluir/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Novo Administrador" })).toHaveAttribute(
      "href",
      "/admin/users/new",
    );
  });

  it("a profile that may only view the team sees 'Novo Administrador' disabled with the reason", () => {
    const viewOnly: TeamViewer = {
      id: lucas.id,
      role: "moderator",
      permissions: {
        ...permissionPreset("moderator"),
        users: { view: true, edit: false, delete: false, moderate: true },
      },
    };
    setup(<AdminUsersScreen admins={adminUsers} viewer={viewOnly} />);
    const create = screen.getByRole("button", { name: "Novo Administrador" });
    expect(create).toHaveAccessibleDescription("Seu perfil não permite criar administradores.");
    expect(
      within(card("Rafael Gomes")).getByRole("button", { name: "Redefinir a senha de Rafael Gomes" }),
    ).toHaveAttribute("aria-disabled", "true");
  });

  it("Excluir asks 'Tem certeza que deseja excluir este administrador?' and deletes on the server only after confirming", async () => {
    actions.deleteAdministrator.mockResolvedValue({ ok: true });
    const user = setup(<AdminUsersScreen admins={adminUsers} viewer={SUPER} />);
    await user.click(screen.getByRole("button", { name: "Excluir Lucas Ferreira" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Tem certeza que deseja excluir este administrador?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(actions.deleteAdministrator).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Excluir Lucas Ferreira" }));
    await user.click(await screen.findByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Administrador excluído")).toBeInTheDocument();
    expect(actions.deleteAdministrator).toHaveBeenCalledWith(lucas.id);
  });

  it("says why the server refused a deletion", async () => {
    actions.deleteAdministrator.mockResolvedValue({
      ok: false,
      error: "Um Super Admin não pode ser excluído nem perder o papel.",
    });
    const user = setup(<AdminUsersScreen admins={adminUsers} viewer={SUPER} />);
    await user.click(screen.getByRole("button", { name: "Excluir Rafael Gomes" }));
    await user.click(await screen.findByRole("button", { name: "Excluir" }));
    expect(
      await screen.findByText("Um Super Admin não pode ser excluído nem perder o papel."),
    ).toBeInTheDocument();
  });

  it("a profile without users.view is told so", () => {
    setup(<AdminUsersRefused refusal="view" />);
    expect(screen.getByRole("heading", { name: "Sem acesso à equipe" })).toBeInTheDocument();
    expect(screen.getByText("Seu perfil não permite ver administradores.")).toBeInTheDocument();
  });
});

describe("Novo Administrador form (product.md §5)", { timeout: 30_000 }, () => {
  it("requires name and e-mail and checks the e-mail, in Portuguese, before any server call", async () => {
    const user = setup(<AdminUserCreateView admins={adminUsers} viewer={SUPER} />);
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));
    expect(screen.getByLabelText("Nome")).toHaveAccessibleDescription("Nome é obrigatório");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Email é obrigatório");
    expect(screen.getByLabelText("Nome")).toHaveFocus();

    await user.type(screen.getByLabelText("Nome"), "Bruna Alves");
    await user.type(screen.getByLabelText("E-mail"), "admin@vitrine.example");
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
      "Já existe um administrador com este e-mail",
    );
    expect(actions.createAdministrator).not.toHaveBeenCalled();
  });

  it("choosing Admin applies the preset, the matrix stays editable, and saving invites through the server", async () => {
    actions.createAdministrator.mockResolvedValue({ ok: true });
    const user = setup(<AdminUserCreateView admins={adminUsers} viewer={SUPER} />);
    expect(screen.getByRole("checkbox", { name: "Empresas: Aprovar" })).not.toBeChecked(); // moderator default

    await user.click(screen.getByRole("combobox", { name: "Papel" }));
    await user.click(await screen.findByRole("option", { name: "Admin" }));
    expect(screen.getByRole("checkbox", { name: "Empresas: Aprovar" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Empresas: Excluir" })).not.toBeChecked();

    await user.click(screen.getByRole("checkbox", { name: "Planos: Criar" }));
    await user.type(screen.getByLabelText("Nome"), "Bruna Alves");
    await user.type(screen.getByLabelText("E-mail"), "bruna@vitrine.example");
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));

    expect(await screen.findByText("Administrador criado")).toBeInTheDocument();
    expect(screen.getByText(/O convite foi enviado para bruna@vitrine.example/)).toBeInTheDocument();
    expect(push).toHaveBeenCalledWith("/admin/users");
    const [values] = actions.createAdministrator.mock.calls[0]!;
    expect(values).toMatchObject({ name: "Bruna Alves", email: "bruna@vitrine.example", role: "admin" });
    expect(values.permissions.plans.create).toBe(true);
    expect(values.permissions.companies.delete).toBe(false);
  });

  it("shows the server's refusal and stays on the form", async () => {
    actions.createAdministrator.mockResolvedValue({
      ok: false,
      error: "Já existe uma conta com este e-mail.",
    });
    const user = setup(<AdminUserCreateView admins={adminUsers} viewer={SUPER} />);
    await user.type(screen.getByLabelText("Nome"), "Ana");
    await user.type(screen.getByLabelText("E-mail"), "cliente@vitrine.example");
    await user.click(screen.getByRole("button", { name: "Criar administrador" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Já existe uma conta com este e-mail.");
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Nome")).toHaveValue("Ana");
  });

  it("Super Admin has every permission, checked and locked", async () => {
    const user = setup(<AdminUserCreateView admins={adminUsers} viewer={SUPER} />);
    await user.click(screen.getByRole("combobox", { name: "Papel" }));
    await user.click(await screen.findByRole("option", { name: "Super Admin" }));
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(22);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
  });

  it("an admin cannot give the Super Admin role nor a permission they lack", async () => {
    const user = setup(<AdminUserCreateView admins={adminUsers} viewer={ADMIN} />);
    expect(screen.getByRole("checkbox", { name: "Planos: Criar" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Categorias: Visualizar" })).toBeEnabled();
    await user.click(screen.getByRole("combobox", { name: "Papel" }));
    expect(await screen.findByRole("option", { name: "Super Admin" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});

describe("Editar and Senha sub-views (product.md §2/6)", { timeout: 20_000 }, () => {
  it("a superadmin's role cannot be changed, so no edit makes them deletable", () => {
    setup(<AdminUserEditView admin={paulo} admins={adminUsers} viewer={SUPER} />);
    expect(screen.getByRole("combobox", { name: "Papel" })).toBeDisabled();
    expect(screen.getByText("O papel de um Super Admin não pode ser alterado.")).toBeInTheDocument();
  });

  it("saves a new name on the server, keeps the e-mail, and goes back to the list", async () => {
    actions.editAdministrator.mockResolvedValue({ ok: true });
    const rafael = byName("Rafael Gomes");
    const user = setup(<AdminUserEditView admin={rafael} admins={adminUsers} viewer={SUPER} />);
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("readonly");
    const name = screen.getByLabelText("Nome");
    await user.clear(name);
    await user.type(name, "Rafael G. Souza");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));
    expect(await screen.findByText("Alterações salvas")).toBeInTheDocument();
    expect(actions.editAdministrator).toHaveBeenCalledWith(
      rafael.id,
      expect.objectContaining({ name: "Rafael G. Souza", role: "admin" }),
    );
    expect(push).toHaveBeenCalledWith("/admin/users");
  });

  it("'Senha' sends a reset e-mail through the server and says where it went", async () => {
    actions.sendAdministratorPasswordReset.mockResolvedValue({
      ok: true,
      message: "lucas.ferreira@vitrine.example recebeu um link para criar uma nova senha.",
    });
    const user = setup(<AdminUserPasswordView admin={lucas} />);
    expect(screen.queryByLabelText(/senha/i)).not.toBeInTheDocument(); // nobody types another person's password
    await user.click(screen.getByRole("button", { name: "Enviar e-mail de redefinição" }));
    expect(await screen.findByText("E-mail enviado")).toBeInTheDocument();
    expect(actions.sendAdministratorPasswordReset).toHaveBeenCalledWith(lucas.id);
    expect(push).toHaveBeenCalledWith("/admin/users");
  });
});
