"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type RefObject } from "react";

import { useCart } from "@/components/cart/cart-provider";
import { toast } from "@/components/ui/toast";
import type { AddressErrors } from "@/lib/customers/addresses";
import { newOrderId } from "@/lib/orders/new-id";
import {
  placeOrder,
  type CheckoutError,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from "@/lib/orders/place-order-action";

export type SubmitStatus = "idle" | "submitting" | "placed";

/** What checkout shows after a refused order: each message where it belongs, and the new address's fields. */
export type CheckoutErrors = { list: CheckoutError[]; addressFields: AddressErrors };
export const NO_ERRORS: CheckoutErrors = { list: [], addressFields: {} };

// crypto.randomUUID where the page is a secure context, the same v4 form by hand elsewhere
const newKey = () => newOrderId();

/**
 * 'Finalizar Pedido': one idempotency key per checkout visit, the same for a retry or a double click (the
 * database places the orders once per key), a new one only after the orders were placed. On success the
 * cart empties and the first order opens; on a refusal every field keeps what was typed, the messages go
 * beside what they concern and the keyboard moves to the first of them.
 */
export function useCheckoutSubmit(formRef: RefObject<HTMLFormElement | null>) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const { clear, reload } = useCart();
  const [key, setKey] = useState(newKey);
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [errors, setErrors] = useState<CheckoutErrors>(NO_ERRORS);
  const [focusRequests, setFocusRequests] = useState(0);
  // a second click lands before React disables the button: it must not send a second request
  const inFlight = useRef(false);

  useEffect(() => {
    if (focusRequests === 0) return;
    // the first field to fix, else the first message (a line, a store, the top of the form)
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>("[data-checkout-error]");
    target?.focus();
  }, [focusRequests, formRef]);

  function show(next: CheckoutErrors) {
    setErrors(next);
    setFocusRequests((count) => count + 1);
  }

  async function submit(input: Omit<PlaceOrderInput, "key">, onAddressSaved: (id: string) => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("submitting");
    setErrors(NO_ERRORS);
    let result: PlaceOrderResult;
    try {
      result = await placeOrder({ ...input, key });
    } catch {
      result = {
        ok: false,
        error: { code: "unexpected", target: { kind: "form" }, message: t("errors.unexpected") },
      };
    }
    inFlight.current = false;
    if (result.ok) {
      setStatus("placed");
      setKey(newKey());
      const count = result.orderIds.length;
      toast.success(count > 1 ? t("successMany", { count }) : t("success"));
      clear();
      router.push(`/order/${result.orderIds[0]}`);
      return;
    }
    setStatus("idle");
    if (result.savedAddressId) onAddressSaved(result.savedAddressId);
    // the database charged other prices than the cart showed: read them again, the summary follows
    if (result.error.code === "total_mudou") await reload().catch(() => undefined);
    show({ list: [result.error], addressFields: result.addressErrors ?? {} });
  }

  return { status, errors, submit, show };
}

export type ErrorsByTarget = {
  form: string[];
  lines: Record<string, string>;
  stores: Record<string, string>;
  coupon?: string;
  address?: string;
  phone?: string;
};

/** Each message where it goes; a line or store no longer in the cart says it at the top of the form instead. */
export function errorsByTarget(
  errors: readonly CheckoutError[],
  inCart: { productIds: ReadonlySet<string>; storeIds: ReadonlySet<string> },
): ErrorsByTarget {
  const placed: ErrorsByTarget = { form: [], lines: {}, stores: {} };
  for (const { target, message } of errors) {
    if (target.kind === "line" && inCart.productIds.has(target.productId))
      placed.lines[target.productId] = message;
    else if (target.kind === "store" && inCart.storeIds.has(target.storeId))
      placed.stores[target.storeId] = message;
    else if (target.kind === "coupon" || target.kind === "address" || target.kind === "phone") {
      placed[target.kind] ??= message;
    } else placed.form.push(message);
  }
  return placed;
}
