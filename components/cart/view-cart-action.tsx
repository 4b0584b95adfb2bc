"use client";

import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";

type ViewCartActionProps = { label: string; onNavigate?: () => void };

/**
 * The 'adicionado' toast's way on to the cart (product.md D13): a real link, so it is announced as one and
 * reached with Tab (or sonner's Alt+T), styled like the app's buttons rather than sonner's own.
 */
export function ViewCartAction({ label, onNavigate }: ViewCartActionProps) {
  return (
    <Link href="/cart" onClick={onNavigate} className={buttonVariants({ size: "sm" })}>
      {label}
    </Link>
  );
}
