import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { OrderTracker } from "@/components/orders/order-tracker";
import type { Order } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";
import { makeOrder, orderEvent } from "@/tests/support/sample-orders";

const render = (overrides: Partial<Order>) => renderWithIntl(<OrderTracker order={makeOrder(overrides)} />);
const labels = () =>
  within(screen.getByRole("list", { name: "Etapas do pedido" }))
    .getAllByRole("listitem")
    .map((step) => step.querySelector<HTMLElement>('[data-slot="tracker-label"]')!.firstChild?.textContent);

describe("the customer's order tracker", () => {
  it("names a delivery's five steps with the tracker's words", () => {
    render({ status: "preparing" });
    expect(labels()).toEqual([
      "Confirmado",
      "Preparando",
      "Pronto para entrega",
      "Saiu para entrega",
      "Entregue",
    ]);
    expect(screen.getByRole("progressbar", { name: "Progresso do pedido" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
  });

  it("skips 'Saiu para entrega' for a pickup order and says 'Pronto para retirada'", () => {
    render({ status: "ready", deliveryType: "pickup" });
    expect(labels()).toEqual(["Confirmado", "Preparando", "Pronto para retirada", "Entregue"]);
    expect(screen.queryByText("Saiu para entrega")).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "75");
  });

  it("marks the current step, names each state for screen readers and dates the steps reached", () => {
    render({ status: "ready" });
    const steps = screen.getAllByRole("listitem");
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(steps[0]).toHaveTextContent("Confirmado (concluído)");
    expect(steps[0]).toHaveTextContent("20:00");
    expect(steps[2]).toHaveTextContent("Pronto para entrega (etapa atual)");
    expect(steps[4]).toHaveTextContent("Entregue (pendente)");
    expect(within(steps[4]!).queryByRole("time")).toBeNull();
  });

  it("wraps a label between words only, never inside one ('Confirma/do' at 390 px)", () => {
    render({ status: "confirmed" });
    for (const label of document.querySelectorAll('[data-slot="tracker-label"]')) {
      expect(label).toHaveClass("break-normal", "hyphens-none");
      expect(label).not.toHaveClass("wrap-anywhere", "hyphens-auto", "break-all");
    }
    // a narrow tracker lists the steps one under the other; the row needs the tracker's own width
    const list = screen.getByRole("list", { name: "Etapas do pedido" });
    expect(list).toHaveClass("flex-col", "@xl:grid", "@xl:grid-cols-5");
  });

  it.each([
    ["the store", "store", "Cancelado pela loja Padaria Pão Quente"],
    ["the customer", "customer", "Você cancelou este pedido"],
    ["an administrator", "admin", "Cancelado pela equipe Vitrine"],
  ] as const)("a cancelled order says %s cancelled it and why, instead of the steps", (_who, actor, text) => {
    render({
      status: "cancelled",
      cancelReason: "Acabou o fermento.",
      events: [
        orderEvent(null, "confirmed", "2026-11-21T23:00:00Z", "customer"),
        orderEvent("confirmed", "cancelled", "2026-11-21T23:04:00Z", actor, "Acabou o fermento."),
      ],
    });
    expect(screen.queryByRole("list", { name: "Etapas do pedido" })).not.toBeInTheDocument();
    const note = screen.getByRole("region", { name: "Pedido cancelado" });
    expect(note).toHaveTextContent(`${text} · 21/11/2026 às 20:04`);
    expect(within(note).getByText("Motivo: Acabou o fermento.")).toBeInTheDocument();
  });
});
