"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

import { useCart } from "@/components/cart/cart-provider";
import type { CartLine } from "@/lib/cart/cart-reducer";
import { buildOrders, CHECKOUT_DELAY_MS, type CheckoutChoices } from "@/lib/orders/checkout";
import { saveLocalOrders } from "@/lib/orders/local-orders";
import { newOrderId } from "@/lib/orders/new-id";
import { simulateDelay } from "@/lib/areas/simulate";

export type SubmitStatus = "idle" | "submitting" | "placed";

/**
 * Places the local orders (product.md §7: simulated with a delay and a console log). On failure the status goes
 * back to idle and the form keeps every field, so nothing the customer typed is lost.
 */
export function useCheckoutSubmit(customerId: string, onPlaced: (orderId: string) => void) {
  const t = useTranslations("checkout");
  const { clear } = useCart();
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [error, setError] = useState<string | null>(null);

  async function place(lines: CartLine[], choices: CheckoutChoices) {
    setStatus("submitting");
    setError(null);
    await simulateDelay(CHECKOUT_DELAY_MS);
    try {
      const orders = buildOrders(lines, choices, {
        customerId,
        now: new Date(),
        newId: newOrderId,
        estimateText: (range) => t("estimateRange", range),
      });
      saveLocalOrders(orders);
      console.info("[checkout] pedidos locais criados", orders);
      setStatus("placed");
      toast.success(orders.length > 1 ? t("successMany", { count: orders.length }) : t("success"));
      onPlaced(orders[0]!.id);
      clear();
    } catch (cause) {
      console.error("[checkout] falha ao salvar o pedido", cause);
      setStatus("idle");
      setError(t("error"));
      toast.error(t("error"));
    }
  }

  return { status, error, place };
}
