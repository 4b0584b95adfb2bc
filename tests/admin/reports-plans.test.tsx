import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PlansScreen } from "@/components/areas/admin/plans/plans-screen";
import { ReportExportButtons } from "@/components/areas/admin/reports/report-export-buttons";
import { Toaster } from "@/components/ui/sonner";
import { plans } from "@/fixtures/plans";
import { reportCards } from "@/lib/admin/reports";
import { CSV_BOM, downloadCsv } from "@/lib/csv";
import { renderWithIntl } from "@/tests/support/render";

vi.mock("@/lib/csv", async (original) => ({
  ...(await original<typeof import("@/lib/csv")>()),
  downloadCsv: vi.fn(),
}));

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.mocked(downloadCsv).mockClear();
  vi.restoreAllMocks();
});

describe("report exports per card (product.md §2 Relatórios)", { timeout: 20_000 }, () => {
  const revenue = reportCards({
    companies: { registered: 0, approved: 0, rejected: 0 },
    users: { newUsers: 0, activeUsers: 0, returningUsers: 0 },
    revenue: { gross: 131245.6, paidOrders: 3418 },
    activity: { orders: 3500, cancelled: 82 },
  }).find((card) => card.key === "revenue")!;

  function setup() {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <ReportExportButtons card={revenue} period="quarter" />
        <Toaster />
      </>,
    );
    return { user, log };
  }

  it("PDF only logs and says so in a toast (product.md §7: no file)", async () => {
    const { user, log } = setup();
    await user.click(screen.getByRole("button", { name: "Exportar Receita em PDF" }));
    expect(log).toHaveBeenCalled();
    expect(await screen.findByText("Exportação em PDF registrada")).toBeInTheDocument();
    expect(downloadCsv).not.toHaveBeenCalled();
  });

  it("Excel logs, toasts and downloads the card as a CSV named after card and period", async () => {
    const { user, log } = setup();
    await user.click(screen.getByRole("button", { name: "Exportar Receita em Excel" }));
    expect(log).toHaveBeenCalled();
    expect(await screen.findByText("Planilha baixada")).toBeInTheDocument();
    const [file, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(file).toBe("relatorio-receita-ultimo-trimestre.csv");
    expect(csv).toBe(
      `${CSV_BOM}Indicador;Valor;Período\r\nReceita bruta;"131245,60";Último Trimestre\r\nPedidos pagos;3418;Último Trimestre\r\nTicket médio;"38,40";Último Trimestre\r\n`,
    );
  });
});

describe("Planos (product.md §2: filter by type, product.md §9 figures)", { timeout: 20_000 }, () => {
  const names = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

  it("filters by Empresas and Anunciantes, and back to Todos", async () => {
    const user = userEvent.setup();
    renderWithIntl(<PlansScreen plans={plans} />);
    expect(names()).toEqual(["Gratuito", "Básico", "Premium", "Anúncio Básico", "Premium", "Empresarial"]);

    await user.click(screen.getByRole("button", { name: "Anunciantes" }));
    expect(screen.getByRole("button", { name: "Anunciantes" })).toHaveAttribute("aria-pressed", "true");
    expect(names()).toEqual(["Anúncio Básico", "Premium", "Empresarial"]);

    await user.click(screen.getByRole("button", { name: "Empresas" }));
    expect(names()).toEqual(["Gratuito", "Básico", "Premium"]);
    const premium = screen.getByRole("heading", { level: 2, name: "Premium" }).closest("li")!;
    expect(within(premium).getByText("R$ 79,90")).toBeInTheDocument();
    expect(within(premium).getAllByText("Ilimitado")).toHaveLength(2);
    expect(within(premium).getByText("Em destaque")).toBeInTheDocument();
    expect(within(premium).getByText("Ativo")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Todos" }));
    expect(names()).toHaveLength(6);
  });

  it("an empty type says so and offers every plan", async () => {
    const user = userEvent.setup();
    renderWithIntl(<PlansScreen plans={plans.filter((plan) => plan.type === "company")} />);
    await user.click(screen.getByRole("button", { name: "Anunciantes" }));
    expect(screen.getByText("Nenhum plano deste tipo")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver todos os planos" }));
    expect(names()).toHaveLength(3);
  });
});
