"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { useCart } from "@/components/cart/cart-provider";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { reorderVerdict, type Reorder } from "@/lib/areas/reorder";

type ReorderButtonProps = { reorder: Reorder | undefined; restaurant: string };

/**
 * product.md §2: 'Pedir Novamente' puts a delivered order's items back in the cart at today's prices and opens
 * it; a store that is gone or closed right now, and items no longer sold, are said, never silently skipped.
 */
export function ReorderButton({ reorder, restaurant }: ReorderButtonProps) {
  const t = useTranslations("customerDashboard");
  const { add } = useCart();
  const router = useRouter();

  function reorderNow() {
    const plan = reorder ?? { lines: [], dropped: [], storeGone: true };
    const verdict = reorderVerdict(plan, new Date());
    if (verdict === "storeGone") return void toast.error(t("orderAgainStoreGone", { restaurant }));
    if (verdict === "nothingLeft") return void toast.error(t("orderAgainUnavailable", { restaurant }));
    if (verdict === "closed") return void toast.error(t("orderAgainClosed", { restaurant }));
    const added = plan.lines.filter((line) => add(line.product, line.company, line.quantity));
    if (plan.dropped.length > 0) {
      toast.info(t("orderAgainDropped", { count: plan.dropped.length }), {
        description: plan.dropped.join(", "),
      });
    }
    if (added.length > 0) router.push("/cart");
  }

  return (
    <Button variant="outline" size="sm" aria-label={t("orderAgainOf", { restaurant })} onClick={reorderNow}>
      <RotateCcw aria-hidden="true" />
      {t("orderAgain")}
    </Button>
  );
}
