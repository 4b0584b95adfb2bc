"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";

import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { AVAILABILITY_DELAY_MS } from "@/lib/areas/company-orders";
import { simulateDelay } from "@/lib/areas/simulate";
import { useCompanySession, companySession } from "@/lib/company/session-store";

type AvailabilityToggleProps = {
  productId: string;
  productName: string;
  /** The catalogue's value; a switch made in this session wins over it. */
  available: boolean;
  onChanged?: (productId: string, available: boolean) => void;
};

/**
 * spec 4: shows Ativo/Inativo and simulates a 1 second delay; issue 11: the switch then stays where it
 * was put for the session, with a 'Produto ativado'/'Produto desativado' toast (nothing is persisted).
 */
export function AvailabilityToggle({
  productId,
  productName,
  available: base,
  onChanged,
}: AvailabilityToggleProps) {
  const t = useTranslations("companyDashboard");
  const tProducts = useTranslations("companyProducts");
  const available = useCompanySession().products[productId] ?? base;
  const [pending, setPending] = useState(false);
  const stateId = useId();

  async function onToggle(next: boolean) {
    setPending(true);
    await simulateDelay(AVAILABILITY_DELAY_MS);
    console.info("company: product availability switched (session only, not persisted)", { productId, next });
    setPending(false);
    companySession.setAvailability(productId, next);
    toast.success(next ? tProducts("activated") : tProducts("deactivated"), {
      description: tProducts(next ? "activatedDescription" : "deactivatedDescription", { name: productName }),
    });
    onChanged?.(productId, next);
  }

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={available}
        onCheckedChange={onToggle}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={t("availabilityOf", { name: productName })}
        aria-describedby={stateId}
      />
      <span id={stateId} className="w-12 text-sm">
        {available ? t("available") : t("unavailable")}
      </span>
      {pending ? <Spinner label={t("updatingAvailability")} /> : null}
    </div>
  );
}
