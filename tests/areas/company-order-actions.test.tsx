import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyOrderCard } from "@/components/areas/company/company-order-card";
import { Toaster } from "@/components/ui/sonner";
import type { CompanyBoardOrder } from "@/lib/company/order-board";
import { companySession } from "@/lib/company/session-store";
import { renderWithIntl } from "@/tests/support/render";

import { finishSimulatedRequests, simulateDelay } from "./simulate-mock";

vi.mock("@/lib/areas/simulate", () => import("./simulate-mock"));

// Shared 2-core machine: give async queries headroom beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const order: CompanyBoardOrder = {
  id: "41729b67-a172-4a48-9a28-fea04ac9db97",
  companyId: "7d9c1f64-7b1c-4b7e-9f0e-2d7d1c1e0a01",
  customer: "Ana Souza",
  items: ["2x Pão de queijo mineiro (6 unidades)"],
  total: 28.99,
  status: "preparing",
  time: "20:40",
  date: "2026-11-21",
};

beforeEach(() => {
  companySession.reset();
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  finishSimulatedRequests();
  simulateDelay.mockClear();
  vi.restoreAllMocks();
});

// The dashboard and the orders board show the same order from one shared component and one session.
function renderTwoScreens() {
  renderWithIntl(
    <>
      <ul aria-label="Painel">
        <CompanyOrderCard order={order} />
      </ul>
      <ul aria-label="Quadro de pedidos">
        <CompanyOrderCard order={order} />
      </ul>
      <Toaster />
    </>,
  );
  return [
    screen.getByRole("list", { name: "Painel" }),
    screen.getByRole("list", { name: "Quadro de pedidos" }),
  ];
}

describe(
  "company order actions change what the person sees (product.md §4, product.md D11)",
  { timeout: 20_000 },
  () => {
    it("shows the order number, the day and time, the items and the total", () => {
      const [dashboard] = renderTwoScreens();
      const card = within(dashboard!).getByRole("listitem");
      expect(card).toHaveTextContent("Pedido #41729B67 · Recebido em 21/11/2026 às 20:40");
      expect(card).toHaveTextContent("2x Pão de queijo mineiro (6 unidades)");
      expect(card).toHaveTextContent("Total: R$ 28,99");
    });

    it("'Marcar Pronto': after 800 ms the order reads 'Pronto' on both screens and loses both actions", async () => {
      const user = userEvent.setup();
      const [dashboard, board] = renderTwoScreens();
      await user.click(
        within(dashboard!).getByRole("button", { name: "Marcar pronto o pedido de Ana Souza" }),
      );
      expect(simulateDelay).toHaveBeenCalledWith(800);
      expect(within(dashboard!).getByText("Preparando")).toBeInTheDocument();

      await act(async () => finishSimulatedRequests());
      expect(await screen.findByText("Pedido marcado como pronto")).toBeInTheDocument();
      expect(screen.getByText("O entregador foi notificado.")).toBeInTheDocument();
      for (const list of [dashboard!, board!]) {
        expect(within(list).getByText("Pronto")).toBeInTheDocument();
        expect(within(list).queryByRole("button")).not.toBeInTheDocument();
        expect(
          within(list).getByRole("link", { name: "Ver detalhes do pedido de Ana Souza" }),
        ).toBeInTheDocument();
      }
      // Focus does not fall to the page body when the button disappears.
      await waitFor(() =>
        expect(within(dashboard!).getByRole("heading", { name: "Ana Souza" })).toHaveFocus(),
      );
    });

    it("'Cancelar' without a reason: 'Erro' toast, the order stays 'Preparando' with its actions", async () => {
      const user = userEvent.setup();
      const [dashboard] = renderTwoScreens();
      await user.click(within(dashboard!).getByRole("button", { name: "Cancelar o pedido de Ana Souza" }));
      const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });
      await user.click(within(dialog).getByRole("button", { name: "Confirmar cancelamento" }));

      const toast = await screen.findByText("Erro");
      expect(toast.closest("li")).toHaveTextContent("Por favor, informe o motivo do cancelamento.");
      expect(simulateDelay).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole("button", { name: "Voltar" }));
      expect(within(dashboard!).getByText("Preparando")).toBeInTheDocument();
      expect(
        within(dashboard!).getByRole("button", { name: "Marcar pronto o pedido de Ana Souza" }),
      ).toBeInTheDocument();
    });

    it("'Cancelar' with a reason: after 1 s the order reads 'Cancelado' with its reason on both screens", async () => {
      const user = userEvent.setup();
      const [dashboard, board] = renderTwoScreens();
      await user.click(within(board!).getByRole("button", { name: "Cancelar o pedido de Ana Souza" }));
      const dialog = await screen.findByRole("dialog", { name: "Cancelar pedido" });
      await user.type(within(dialog).getByLabelText("Motivo do cancelamento"), "  Produto em falta ");
      await user.click(within(dialog).getByRole("button", { name: /Confirmar cancelamento/ }));
      expect(simulateDelay).toHaveBeenCalledWith(1000);

      await act(async () => finishSimulatedRequests());
      expect(await screen.findByText("Pedido cancelado")).toBeInTheDocument();
      expect(screen.getByText("O cliente foi notificado sobre o cancelamento.")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      for (const list of [dashboard!, board!]) {
        expect(within(list).getByText("Cancelado")).toBeInTheDocument();
        expect(within(list).getByText("Motivo: Produto em falta")).toBeInTheDocument();
        expect(within(list).queryByRole("button")).not.toBeInTheDocument();
      }
    });

    it("a sample cancelled order shows its reason, or says none was given", () => {
      renderWithIntl(
        <ul>
          <CompanyOrderCard order={{ ...order, id: "a", status: "cancelled", cancelReason: "Sem bolo" }} />
          <CompanyOrderCard order={{ ...order, id: "b", status: "cancelled" }} />
        </ul>,
      );
      expect(screen.getByText("Motivo: Sem bolo")).toBeInTheDocument();
      expect(screen.getByText("Motivo não informado")).toBeInTheDocument();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
    });
  },
);
