"use client";

import { useTranslations } from "next-intl";
import { useId, useOptimistic, useTransition } from "react";

import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { setProductAvailable } from "@/lib/company/product-actions";

type AvailabilityToggleProps = {
  productId: string;
  productName: string;
  /** The row's value as the server last rendered it. */
  available: boolean;
  /** A courier sees the state but cannot switch it. */
  disabled?: boolean;
  onChanged?: (productId: string, available: boolean) => void;
};

/**
 * The Ativo/Inativo switch of a product: it moves at once (useOptimistic) while the write runs; the
 * action re-renders the page with the saved row, and a refused write ends the transition on the old
 * value, so the switch falls back, with an error toast saying why.
 */
export function AvailabilityToggle({
  productId,
  productName,
  available,
  disabled = false,
  onChanged,
}: AvailabilityToggleProps) {
  const t = useTranslations("companyDashboard");
  const tProducts = useTranslations("companyProducts");
  const [shown, setShown] = useOptimistic(available);
  const [pending, startTransition] = useTransition();
  const stateId = useId();

  function onToggle(next: boolean) {
    onChanged?.(productId, next);
    startTransition(async () => {
      setShown(next);
      const result = await setProductAvailable(productId, next);
      if (!result.ok) {
        toast.error(tProducts("availabilityFailed"), { description: result.error });
        return;
      }
      toast.success(next ? tProducts("activated") : tProducts("deactivated"), {
        description: tProducts(next ? "activatedDescription" : "deactivatedDescription", {
          name: productName,
        }),
      });
    });
  }

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={shown}
        onCheckedChange={onToggle}
        disabled={pending || disabled}
        aria-busy={pending || undefined}
        aria-label={t("availabilityOf", { name: productName })}
        aria-describedby={stateId}
      />
      <span id={stateId} className="w-12 text-sm">
        {shown ? t("available") : t("unavailable")}
      </span>
      {pending ? <Spinner label={t("updatingAvailability")} /> : null}
    </div>
  );
}
