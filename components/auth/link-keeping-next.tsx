"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";

import { withNextParam } from "@/lib/auth/guard";
import { sameSitePath } from "@/lib/auth/safe-next";

type LinkKeepingNextProps = { href: string; className?: string; children: ReactNode };

/**
 * A link between the sign-in and sign-up screens that keeps `?next=` (where the visitor was going, e.g.
 * /checkout), so registering first still ends back there. Reads the URL: render it inside Suspense.
 */
export function LinkKeepingNext({ href, className, children }: LinkKeepingNextProps) {
  const next = sameSitePath(useSearchParams().get("next"));
  return (
    <Link href={withNextParam(href, next)} className={className}>
      {children}
    </Link>
  );
}
