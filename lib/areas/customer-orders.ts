/** product.md §2: 'Pedir Novamente' only for delivered orders. */
export function canReorder(status: string): boolean {
  return status === "delivered";
}
