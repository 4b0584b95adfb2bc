"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { simulateDelay } from "@/lib/areas/simulate";

/** spec 4: pretend round trip of the availability toggle. */
export const AVAILABILITY_DELAY_MS = 1000;

type AvailabilityToggleProps = { productName: string; available: boolean };

/** spec 4: shows Ativo/Inativo, simulates a 1 second delay and does not change the value. */
export function AvailabilityToggle({ productName, available }: AvailabilityToggleProps) {
  const t = useTranslations("companyDashboard");
  const [pending, setPending] = useState(false);
  const stateId = useId();

  async function onToggle() {
    setPending(true);
    await simulateDelay(AVAILABILITY_DELAY_MS);
    setPending(false);
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
