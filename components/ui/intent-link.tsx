"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link of every page's frame (the header's logo, cart and 'Para Empresas'): Next fetches the page it leads to
 * when the shopper shows the intent to follow it (the pointer over it, a touch, keyboard focus), not as soon as
 * it is on screen (product.md D12). Always on screen, these links had every storefront page fetch and decode the
 * home's and the cart's payloads (about 45 kB on a product page) on the phone's main thread during its load,
 * for a click that rarely comes next.
 */
export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
