import type { LucideIcon } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type StatCardProps = {
  label: string;
  value: string;
  icon: LucideIcon;
  hint?: string;
  className?: string;
};

/** One figure of a dashboard summary: the label names the value for screen readers via <dl>. */
export function StatCard({ label, value, icon: Icon, hint, className }: StatCardProps) {
  return (
    <Card data-slot="stat-card" className={cn("gap-0 py-4", className)}>
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <dl className="flex min-w-0 flex-col gap-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
          {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
        </dl>
        <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </CardContent>
    </Card>
  );
}
