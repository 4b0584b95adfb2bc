import { describe, expect, it } from "vitest";

import messages from "@/messages/pt-BR.json";
import { historyStatusLabel, statusBadgeVariant, statusTone, trackerStatusLabel } from "@/lib/orders/status";

const label = (key: string) => (messages.orderStatus as Record<string, string>)[key];

describe("order status labels (product.md §4)", () => {
  it.each([
    ["confirmed", "Confirmado", "Confirmado"],
    ["preparing", "Preparando", "Preparando"],
    ["ready", "Pronto para entrega", "Pronto para entrega"],
    ["on_way", "Saiu para entrega", "A caminho"],
    ["delivered", "Entregue", "Entregue"],
    ["cancelled", "Desconhecido", "Cancelado"],
    ["refunded", "Desconhecido", "Desconhecido"],
    ["", "Desconhecido", "Desconhecido"],
  ])("%s reads '%s' on the tracker and '%s' in the history", (status, tracker, history) => {
    expect(label(trackerStatusLabel(status))).toBe(tracker);
    expect(label(historyStatusLabel(status))).toBe(history);
  });

  it.each([
    ["delivered", "success"],
    ["cancelled", "danger"],
    ["preparing", "warning"],
    ["on_way", "info"],
    ["whatever", "neutral"],
  ])("%s has the %s tone", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe("one status table colours every view's badge", () => {
  it.each([
    ["confirmed", "default"],
    ["preparing", "secondary"],
    ["ready", "default"],
    ["on_way", "default"],
    ["delivered", "success"],
    ["cancelled", "destructive"],
    ["whatever", "outline"],
  ])("%s → %s", (status, variant) => {
    expect(statusBadgeVariant(status)).toBe(variant);
  });
});
