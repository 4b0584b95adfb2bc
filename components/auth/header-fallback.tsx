import { CartButton } from "@/components/layout/cart-button";
import { HeaderFrame } from "@/components/layout/header-frame";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The header while the session is read: the shared frame with placeholders where the visitor or account
 * buttons (desktop) and the menu toggle (mobile) will appear, so a signed-in user never sees 'Entrar' flash.
 * The cart sits in its final slot from the first paint: most arrivals are visitors, who keep it (product.md D13),
 * so only the account types without a cart see anything move.
 */
export function HeaderFallback() {
  return (
    <HeaderFrame
      busy
      actions={
        <>
          <Skeleton className="hidden h-10 w-44 md:block" />
          <CartButton />
          <Skeleton className="size-10 md:hidden" />
        </>
      }
    />
  );
}
