import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import type { StatusAudience } from "@/lib/orders/status";
import type { DeliveryType } from "@/lib/orders/types";
import { renderWithIntl } from "@/tests/support/render";

describe("the one order status badge", () => {
  it.each<[string, StatusAudience, DeliveryType | undefined, string, string]>([
    ["on_way", "tracker", undefined, "Saiu para entrega", "info"],
    ["on_way", "history", undefined, "A caminho", "info"],
    ["on_way", "board", undefined, "Em rota", "info"],
    ["confirmed", "board", undefined, "Novo", "info"],
    ["ready", "tracker", "pickup", "Pronto para retirada", "info"],
    ["ready", "history", "pickup", "Pronto", "info"],
    ["preparing", "board", undefined, "Preparando", "warning"],
    ["delivered", "history", undefined, "Entregue", "success"],
    ["cancelled", "board", undefined, "Cancelado", "danger"],
    ["refunded", "history", undefined, "Desconhecido", "neutral"],
  ])("%s for the %s (%s) reads '%s' in the %s colour", (status, audience, deliveryType, text, tone) => {
    renderWithIntl(<OrderStatusBadge status={status} audience={audience} deliveryType={deliveryType} />);
    expect(screen.getByText(text)).toHaveAttribute("data-tone", tone);
  });
});
