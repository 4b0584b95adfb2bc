"use client";

import { TicketPercent } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";

import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/format";
import { formFailure } from "@/lib/forms/result";
import { applyCoupon, type ApplyCouponResult } from "@/lib/orders/coupon-action";
import type { CheckoutSummary } from "@/lib/orders/checkout";
import { couponOutcomeMessage } from "@/lib/orders/checkout-precheck";
import type { CouponTerms } from "@/lib/orders/pricing";

/** The coupon field's state: the code typed, the terms the database accepted, and its refusal. */
export function useCheckoutCoupon(storeIds: readonly string[]) {
  const t = useTranslations("checkout");
  const [code, setCode] = useState("");
  const [terms, setTerms] = useState<CouponTerms | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function apply() {
    if (code.trim() === "") return setError(t("errors.couponRequired"));
    startTransition(async () => {
      const result: ApplyCouponResult = await applyCoupon(code, storeIds).catch(() =>
        formFailure(t("errors.unexpected")),
      );
      if (!result.ok) return setError(result.error);
      setTerms(result.data);
      setError(null);
      setCode("");
    });
  }

  return {
    code,
    setCode(next: string) {
      setCode(next);
      setError(null);
    },
    terms,
    error,
    pending,
    apply,
    remove() {
      setTerms(null);
      setError(null);
    },
  };
}

/**
 * 'Cupom de desconto': the code and 'Aplicar' (the database says whether it holds today for this customer
 * and these stores), then what it saves and on which store's order, or why this cart gets nothing, and
 * 'Remover'. Enter in the field applies the code; it never places the order.
 */
export function CheckoutCoupon({
  code,
  onCode,
  applied,
  summary,
  error,
  pending,
  disabled,
  onApply,
  onRemove,
}: {
  code: string;
  onCode(code: string): void;
  applied: CouponTerms | null;
  summary: CheckoutSummary;
  /** the database's refusal of the code, or the order's refusal because of it */
  error: string | null;
  pending: boolean;
  disabled: boolean;
  onApply(): void;
  onRemove(): void;
}) {
  const t = useTranslations("checkout");
  const outcome = applied ? summary.coupon : null;
  const cart = applied && outcome ? couponOutcomeMessage(outcome, applied) : null;
  const message = error ?? (cart ? t(`errors.${cart.key}`, cart.values) : null);
  const store = outcome?.applies
    ? summary.stores.find((entry) => entry.companyId === outcome.storeId)
    : undefined;

  if (!applied) {
    return (
      <Field id="checkout-coupon" label={t("couponTitle")} error={error ?? undefined} announce>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              name="coupon"
              value={code}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t("couponPlaceholder")}
              disabled={disabled || pending}
              onChange={(event) => onCode(event.target.value.toUpperCase())}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                onApply();
              }}
            />
            <Button type="button" variant="outline" onClick={onApply} disabled={disabled || pending}>
              {pending ? t("couponApplying") : t("couponApply")}
            </Button>
          </div>
        )}
      </Field>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3 rounded-md border border-dashed p-3">
        <p className="flex min-w-0 flex-col gap-0.5 text-sm">
          <span className="flex items-center gap-1.5 font-medium">
            <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t("couponApplied", { code: applied.code })}
          </span>
          {store ? (
            <span className="text-success">
              {t("couponSaves", { amount: formatMoney(store.discount), store: store.company.name })}
            </span>
          ) : null}
        </p>
        <Button type="button" size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
          {t("couponRemove")}
        </Button>
      </div>
      {message ? (
        // no field to fix once applied: a refused order's submit moves the keyboard here
        <p
          role="alert"
          tabIndex={-1}
          data-checkout-error=""
          className="text-sm text-destructive outline-none"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
