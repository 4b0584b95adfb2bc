"use client";

import { RotateCcw } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";

type ReorderButtonProps = { restaurant: string; items: readonly string[] };

/** spec 2 + scope note: 'Pedir Novamente' works on sample data only, so it adds nothing and just says so. */
export function ReorderButton({ restaurant, items }: ReorderButtonProps) {
  const t = useTranslations("customerDashboard");
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t("orderAgainOf", { restaurant })}
      onClick={() => {
        console.info("customer dashboard: order again", { restaurant, items });
        toast.info(t("orderAgainToast"), {
          description: t("orderAgainToastDescription", { restaurant, items: items.join(", ") }),
        });
      }}
    >
      <RotateCcw aria-hidden="true" />
      {t("orderAgain")}
    </Button>
  );
}
