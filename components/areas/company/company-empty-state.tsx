import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type CompanyEmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The way forward: a link or a button. */
  action: ReactNode;
  /** Heading level inside the page outline. */
  as?: "h2" | "h3";
};

/** An empty list of the company area: what is missing, why, and what to do next. */
export function CompanyEmptyState({
  icon: Icon,
  title,
  description,
  action,
  as: Heading = "h3",
}: CompanyEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      <div className="mt-1">{action}</div>
    </div>
  );
}
