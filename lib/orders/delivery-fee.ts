import { formatMoney } from "@/lib/format";

/** product.md §2 Store page: the delivery fee reads `freeLabel` ('Grátis') when it is 0, else 'R$ 4,99'. */
export function deliveryFeeText(fee: number, freeLabel: string): string {
  return fee === 0 ? freeLabel : formatMoney(fee);
}
