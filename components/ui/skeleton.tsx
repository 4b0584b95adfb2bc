import type { ComponentProps } from "react";

import { cx } from "@/lib/cx";

/** Loading placeholder; hidden from assistive tech (announce loading with a Spinner or aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cx("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}
