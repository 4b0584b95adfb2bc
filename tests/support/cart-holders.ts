import type { AccountType } from "@/lib/auth/types";

/**
 * product.md §6, widened by product.md D13: who has the header's cart (visitors, `null`, and clientes), written out
 * once for the rule's table test and the header's.
 */
export const CART_HOLDERS: readonly (readonly [AccountType | null, boolean])[] = [
  [null, true],
  ["cliente", true],
  ["empresa", false],
  ["entregador", false],
  ["anunciante", false],
  ["admin", false],
  ["superadmin", false],
];
