import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

type SectionHeadingProps = { id: string; children: ReactNode; action?: ReactNode; className?: string };

/** h2 of a dashboard section; sections point aria-labelledby at its id. */
export function SectionHeading({ id, children, action, className }: SectionHeadingProps) {
  return (
    <div className={cn("mb-3 flex flex-wrap items-center justify-between gap-2", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {children}
      </h2>
      {action}
    </div>
  );
}
