"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { useCart } from "@/components/cart/cart-provider";
import { Button } from "@/components/ui/button";
import type { ReorderLine } from "@/lib/areas/reorder";

type ReorderButtonProps = { lines: readonly ReorderLine[]; restaurant: string };

/** product.md §2: 'Pedir Novamente' puts a delivered order's items back in the cart and opens it. */
export function ReorderButton({ lines, restaurant }: ReorderButtonProps) {
  const t = useTranslations("customerDashboard");
  const { add } = useCart();
  const router = useRouter();

  function reorder() {
    // The cart refuses unavailable products and closed stores with its own toast.
    const added = lines.filter((line) => add(line.product, line.company, line.quantity));
    if (added.length > 0) router.push("/cart");
    else if (lines.length === 0) toast.error(t("orderAgainUnavailable", { restaurant }));
  }

  return (
    <Button variant="outline" size="sm" aria-label={t("orderAgainOf", { restaurant })} onClick={reorder}>
      <RotateCcw aria-hidden="true" />
      {t("orderAgain")}
    </Button>
  );
}
