import { describe, expect, it } from "vitest";

import messages from "@/messages/pt-BR.json";
import {
  fromDbStatus,
  ORDER_STATUSES,
  statusLabelKey,
  statusTone,
  toDbStatus,
  type StatusAudience,
} from "@/lib/orders/status";
import type { DeliveryType } from "@/lib/orders/types";

/** The catalogue text of a key under `orderStatus` ("tracker.ready" → 'Pronto para entrega'). */
function label(key: string): string | undefined {
  let node: unknown = messages.orderStatus;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

describe("one home per status: each status reads its own words for each audience", () => {
  it.each<[string, StatusAudience, DeliveryType | undefined, string, string]>([
    ["confirmed", "tracker", undefined, "tracker.confirmed", "Confirmado"],
    ["preparing", "tracker", undefined, "tracker.preparing", "Preparando"],
    ["ready", "tracker", "delivery", "tracker.ready", "Pronto para entrega"],
    ["ready", "tracker", undefined, "tracker.ready", "Pronto para entrega"],
    ["ready", "tracker", "pickup", "tracker.readyForPickup", "Pronto para retirada"],
    ["on_way", "tracker", undefined, "tracker.on_way", "Saiu para entrega"],
    ["delivered", "tracker", undefined, "tracker.delivered", "Entregue"],
    ["cancelled", "tracker", undefined, "tracker.cancelled", "Cancelado"],
    ["confirmed", "history", undefined, "history.confirmed", "Confirmado"],
    ["preparing", "history", undefined, "history.preparing", "Preparando"],
    ["ready", "history", "pickup", "history.ready", "Pronto"],
    ["on_way", "history", undefined, "history.on_way", "A caminho"],
    ["delivered", "history", undefined, "history.delivered", "Entregue"],
    ["cancelled", "history", undefined, "history.cancelled", "Cancelado"],
    ["confirmed", "board", undefined, "board.confirmed", "Novo"],
    ["preparing", "board", undefined, "board.preparing", "Preparando"],
    ["ready", "board", "pickup", "board.ready", "Pronto"],
    ["on_way", "board", undefined, "board.on_way", "Em rota"],
    ["delivered", "board", undefined, "board.delivered", "Entregue"],
    ["cancelled", "board", undefined, "board.cancelled", "Cancelado"],
    ["refunded", "tracker", undefined, "unknown", "Desconhecido"],
    ["", "history", undefined, "unknown", "Desconhecido"],
    ["entregue", "board", undefined, "unknown", "Desconhecido"],
  ])("%j on the %s (%s) is %s: '%s'", (status, audience, deliveryType, key, text) => {
    expect(statusLabelKey(status, audience, deliveryType)).toBe(key);
    expect(label(key)).toBe(text);
  });

  it("every status has a label for every audience in the catalogue", () => {
    for (const audience of ["tracker", "history", "board"] as const)
      for (const status of ORDER_STATUSES) expect(label(statusLabelKey(status, audience))).toBeTruthy();
  });

  it.each([
    ["confirmed", "info"],
    ["preparing", "warning"],
    ["ready", "info"],
    ["on_way", "info"],
    ["delivered", "success"],
    ["cancelled", "danger"],
    ["whatever", "neutral"],
  ])("%s has the %s tone on every badge", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it("names every status as the database does, and back", () => {
    expect(ORDER_STATUSES.map(toDbStatus)).toEqual([
      "confirmado",
      "preparando",
      "pronto",
      "a_caminho",
      "entregue",
      "cancelado",
    ]);
    for (const status of ORDER_STATUSES) expect(fromDbStatus(toDbStatus(status))).toBe(status);
    expect(fromDbStatus("confirmed")).toBeUndefined();
  });
});
