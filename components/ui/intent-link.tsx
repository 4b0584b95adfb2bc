"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link of every page's frame (the header's logo, cart, 'Para Empresas', 'Cadastrar', 'Entrar' and panel button;
 * the footer's links): Next fetches the page it leads to when the shopper shows the intent to follow it (the
 * pointer over it, a touch, keyboard focus), not as soon as it is on screen (product.md D12). Always on screen,
 * the header's links had every storefront page fetch and decode the home's and the cart's payloads (about 45 kB
 * on a product page) on the phone's main thread during its load, for a click that rarely comes next; on a
 * desktop the header's account links and the footer are on screen too, and their dozen links did the same.
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
