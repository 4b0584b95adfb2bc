import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CompaniesScreen } from "@/components/areas/admin/companies/companies-screen";
import { Toaster } from "@/components/ui/sonner";
import { applyCompanyChange, type AdminCompany, type OptimisticCompanyChange } from "@/lib/admin/companies";
import { deleteCompany, setCompanyDecision } from "@/lib/admin/company-actions";
import { CSV_BOM, downloadCsv } from "@/lib/csv";
import { renderWithIntl } from "@/tests/support/render";

import { companiesWith } from "./admin-company-sample";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh }),
}));
vi.mock("@/lib/admin/company-actions", () => ({ setCompanyDecision: vi.fn(), deleteCompany: vi.fn() }));
vi.mock("@/lib/admin/new-company-action", () => ({ createCompany: vi.fn() }));

vi.mock("@/lib/csv", async (original) => ({
  ...(await original<typeof import("@/lib/csv")>()),
  downloadCsv: vi.fn(),
}));

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const ALLOWED = { create: true, approve: true, delete: true };

const screenWith = (list: AdminCompany[], permissions = ALLOWED) => (
  <>
    <CompaniesScreen companies={list} permissions={permissions} />
    <Toaster />
  </>
);

/**
 * The screen over a list; `serverApplies` plays the server: once an action succeeds, the page's next
 * render brings the list with the change (as the action's refreshed RSC payload does in the app).
 */
function setup(list: AdminCompany[] = companiesWith(8, 3, 1)) {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const user = userEvent.setup();
  const view = renderWithIntl(screenWith(list));
  const serverApplies = (change: OptimisticCompanyChange) =>
    view.rerender(screenWith(applyCompanyChange(list, change)));
  return { user, list, serverApplies };
}

const tab = (name: RegExp) => screen.getByRole("tab", { name });
const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const card = (label: string) => screen.getByText(label, { selector: "dt" }).closest("dl")!;

beforeEach(() => {
  vi.mocked(setCompanyDecision).mockResolvedValue({ ok: true });
  vi.mocked(deleteCompany).mockResolvedValue({ ok: true });
});
afterEach(() => {
  vi.mocked(downloadCsv).mockClear();
  vi.mocked(setCompanyDecision).mockReset();
  vi.mocked(deleteCompany).mockReset();
  refresh.mockClear();
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe(
  "Empresas over the lojas table (approve, reject, delete through server actions)",
  { timeout: 30_000 },
  () => {
    it("shows the progress cards as rounded shares and the tabs with counts", () => {
      setup();
      expect(card("Aprovadas")).toHaveTextContent("867% do total · 8 de 12");
      expect(card("Pendentes")).toHaveTextContent("325% do total · 3 de 12");
      expect(card("Rejeitadas")).toHaveTextContent("18% do total · 1 de 12");
      expect(tab(/^Todas/)).toHaveTextContent("Todas 12");
      expect(tab(/^Pendentes/)).toHaveTextContent("Pendentes 3");
    });

    it("pages by 10 with 'Anterior', 'Próxima' and 'Página X de Y', and resets the page on a tab change", async () => {
      const { user } = setup();
      expect(rows()).toHaveLength(10);
      expect(screen.getByText("Página 1 de 2")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Anterior" })).toBeDisabled();
      await user.click(screen.getByRole("button", { name: "Próxima" }));
      expect(screen.getByText("Página 2 de 2")).toBeInTheDocument();
      expect(rows()).toHaveLength(2);
      expect(screen.getByRole("button", { name: "Próxima" })).toBeDisabled();

      await user.click(tab(/^Aprovadas/));
      expect(screen.getByText("Página 1 de 1")).toBeInTheDocument();
      expect(rows()).toHaveLength(8);
    });

    it("approves a pending company from its row through the action: the counts and cards update", async () => {
      const { user, list, serverApplies } = setup();
      const pending = list.find((company) => company.approval === "pending")!;
      await user.click(tab(/^Pendentes/));
      await user.click(screen.getByRole("button", { name: `Aprovar ${pending.name}` }));
      expect(await screen.findByText("Empresa aprovada")).toBeInTheDocument();
      expect(setCompanyDecision).toHaveBeenCalledWith(pending.id, "approved");
      serverApplies({ type: "decide", id: pending.id, decision: "approved" });
      expect(tab(/^Pendentes/)).toHaveTextContent("Pendentes 2");
      expect(tab(/^Aprovadas/)).toHaveTextContent("Aprovadas 9");
      expect(card("Aprovadas")).toHaveTextContent("975% do total");
      expect(screen.queryByText(pending.name)).not.toBeInTheDocument();
    });

    it("a refused decision shows the server's reason, keeps the row pending and reads the list again", async () => {
      const reason = "Esta empresa já foi aprovada ou rejeitada. A lista foi atualizada.";
      vi.mocked(setCompanyDecision).mockResolvedValue({ ok: false, error: reason });
      const { user, list } = setup();
      const pending = list.find((company) => company.approval === "pending")!;
      await user.click(tab(/^Pendentes/));
      await user.click(screen.getByRole("button", { name: `Aprovar ${pending.name}` }));
      expect(await screen.findByText("Não foi possível salvar")).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(refresh).toHaveBeenCalled();
      // the transition ends with no new list: the optimistic approval falls back to the pending row
      await waitFor(() => expect(tab(/^Pendentes/)).toHaveTextContent("Pendentes 3"));
      expect(screen.getByRole("button", { name: `Aprovar ${pending.name}` })).toBeEnabled();
    });

    it("only pending rows offer Aprovar and Rejeitar", async () => {
      const { user } = setup();
      await user.click(tab(/^Aprovadas/));
      expect(screen.queryByRole("button", { name: /^Aprovar/ })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Rejeitar/ })).not.toBeInTheDocument();
    });

    it("the details dialog shows the company and closes after rejecting it", async () => {
      const { user, list, serverApplies } = setup();
      const pending = list.find((company) => company.approval === "pending")!;
      await user.click(tab(/^Pendentes/));
      await user.click(screen.getByRole("button", { name: `Ver detalhes de ${pending.name}` }));
      const dialog = await screen.findByRole("dialog", { name: "Detalhes da Empresa" });
      expect(within(dialog).getByText(pending.email)).toBeInTheDocument();
      expect(within(dialog).getByText("Pendente")).toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: `Rejeitar ${pending.name}` }));
      expect(screen.queryByRole("dialog", { name: "Detalhes da Empresa" })).not.toBeInTheDocument();
      expect(await screen.findByText("Empresa rejeitada")).toBeInTheDocument();
      expect(setCompanyDecision).toHaveBeenCalledWith(pending.id, "rejected");
      serverApplies({ type: "decide", id: pending.id, decision: "rejected" });
      expect(tab(/^Rejeitadas/)).toHaveTextContent("Rejeitadas 2");
    });

    it.each([
      [375, true],
      [767, true],
      [768, false],
    ])("at %i px wide, tapping a row opens the details: %s", async (width, opens) => {
      const { user, list } = setup();
      window.innerWidth = width;
      await user.click(screen.getByText(list[0]!.name));
      expect(screen.queryByRole("dialog", { name: "Detalhes da Empresa" }) !== null).toBe(opens);
    });

    it("Excluir asks 'Tem certeza que deseja excluir esta empresa?' before removing", async () => {
      const { user, list, serverApplies } = setup();
      const target = list[0]!;
      await user.click(screen.getByRole("button", { name: `Excluir ${target.name}` }));
      const confirm = await screen.findByRole("alertdialog", {
        name: "Tem certeza que deseja excluir esta empresa?",
      });
      expect(deleteCompany).not.toHaveBeenCalled();
      await user.click(within(confirm).getByRole("button", { name: "Excluir" }));
      expect(await screen.findByText("Empresa excluída")).toBeInTheDocument();
      expect(deleteCompany).toHaveBeenCalledWith(target.id);
      serverApplies({ type: "remove", id: target.id });
      expect(screen.queryByText(target.name)).not.toBeInTheDocument();
      expect(tab(/^Todas/)).toHaveTextContent("Todas 11");
    });

    it.each<[string, AdminCompany[], RegExp, string, string]>([
      [
        "no companies at all",
        [],
        /^Todas/,
        "Nenhuma empresa encontrada",
        "Quando empresas se cadastrarem, elas aparecerão aqui.",
      ],
      [
        "no rejected ones",
        companiesWith(2, 1, 0),
        /^Rejeitadas/,
        "Nenhuma empresa rejeitada",
        "Não há empresas com este status no momento.",
      ],
      [
        "no pending ones",
        companiesWith(2, 0, 1),
        /^Pendentes/,
        "Nenhuma empresa pendente",
        "Não há empresas com este status no momento.",
      ],
    ])("empty state with %s (product.md §8)", async (_case, list, tabName, title, text) => {
      const { user } = setup(list);
      await user.click(tab(tabName));
      expect(screen.getByText(title)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
    });

    it("'Exportar' downloads the current tab as CSV with a BOM", async () => {
      const { user } = setup();
      await user.click(tab(/^Pendentes/));
      await user.click(screen.getByRole("button", { name: "Exportar" }));
      const [file, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
      expect(file).toMatch(/^empresas-pendentes-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(
        csv.startsWith(`${CSV_BOM}Empresa;E-mail;Telefone;Local;Status;Plano;Categoria;Cadastro\r\n`),
      ).toBe(true);
      expect(csv.trim().split("\r\n")).toHaveLength(4);
      expect(await screen.findByText("Exportação pronta")).toBeInTheDocument();
    });

    it("'Nova Empresa' opens the form for the owner and the store", async () => {
      const { user } = setup();
      await user.click(screen.getByRole("button", { name: "Nova Empresa" }));
      const dialog = await screen.findByRole("dialog", { name: "Nova Empresa" });
      expect(within(dialog).getByLabelText("E-mail do responsável")).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Nome da loja")).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "Cadastrar empresa" })).toBeInTheDocument();
    });
  },
);

describe("'Empresas' for a profile that may not approve or delete (issue 25: permissions decide)", () => {
  it("shows a moderator Aprovar and Excluir disabled with the reason, Rejeitar not at all, and writes nothing", async () => {
    const user = userEvent.setup();
    const list = companiesWith(2, 1, 0);
    renderWithIntl(screenWith(list, { create: false, approve: false, delete: false }));
    const pending = list.find((company) => company.approval === "pending")!;
    const approve = screen.getByRole("button", { name: `Aprovar ${pending.name}` });
    expect(approve).toHaveAttribute("aria-disabled", "true");
    expect(approve).toHaveAccessibleDescription("Seu perfil não permite aprovar ou rejeitar empresas.");
    expect(screen.queryByRole("button", { name: `Rejeitar ${pending.name}` })).not.toBeInTheDocument();
    const remove = screen.getByRole("button", { name: `Excluir ${pending.name}` });
    expect(remove).toHaveAccessibleDescription("Seu perfil não permite excluir empresas.");
    await user.click(approve);
    await user.click(remove);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(setCompanyDecision).not.toHaveBeenCalled();
    expect(screen.getByText("Seu perfil tem acesso limitado nesta tela")).toBeInTheDocument();
    const create = screen.getByRole("button", { name: "Nova Empresa" });
    expect(create).toHaveAttribute("aria-disabled", "true");
    expect(create).toHaveAccessibleDescription("Seu perfil não permite cadastrar empresas.");
    await user.click(create);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
