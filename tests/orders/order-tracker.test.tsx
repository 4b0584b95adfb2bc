import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { OrderTracker } from "@/components/orders/order-tracker";
import { renderWithIntl } from "@/tests/support/render";

const LABELS = ["Confirmado", "Preparando", "Pronto", "Saiu para entrega", "Entregue"];

describe("order tracker labels (product.md D13: no 'ConfirmadoPreparando' on a phone)", () => {
  it("gives each step its own label element, in order, under its own list item", () => {
    renderWithIntl(<OrderTracker status="preparing" />);
    const steps = within(screen.getByRole("list", { name: "Etapas do pedido" })).getAllByRole("listitem");
    expect(steps).toHaveLength(LABELS.length);
    const labels = steps.map((step) => step.querySelector<HTMLElement>('[data-slot="tracker-label"]'));
    labels.forEach((label, index) => {
      expect(label).not.toBeNull();
      // the visible text is the step's name alone; the state rides along for screen readers only
      expect(label!.firstChild?.textContent).toBe(LABELS[index]);
      expect(label!.parentElement).toBe(steps[index]);
    });
    expect(new Set(labels).size).toBe(LABELS.length);
  });

  it("lets a label wrap, hyphenate and break inside a word, centred under its step", () => {
    renderWithIntl(<OrderTracker status="confirmed" />);
    for (const label of document.querySelectorAll('[data-slot="tracker-label"]')) {
      expect(label).toHaveClass("block", "w-full", "text-center", "hyphens-auto", "wrap-anywhere");
    }
    for (const step of screen.getAllByRole("listitem")) expect(step).toHaveClass("min-w-0");
  });

  it("marks the current step and names each state for screen readers", () => {
    renderWithIntl(<OrderTracker status="ready" />);
    const steps = screen.getAllByRole("listitem");
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(steps[0]).toHaveTextContent("Confirmado (concluído)");
    expect(steps[2]).toHaveTextContent("Pronto (etapa atual)");
    expect(steps[4]).toHaveTextContent("Entregue (pendente)");
  });

  it("shows no steps for a cancelled order", () => {
    renderWithIntl(<OrderTracker status="cancelled" />);
    expect(screen.queryByRole("list", { name: "Etapas do pedido" })).not.toBeInTheDocument();
  });
});
