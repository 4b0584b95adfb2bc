import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  /** h3 when the empty state sits inside a section that has its own h2 */
  headingLevel?: "h2" | "h3";
  children?: ReactNode;
};

/** An empty list in any area: what is missing, why, and the way forward (the actions passed as children). */
export function EmptyState({ icon: Icon, title, text, headingLevel = "h2", children }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-10 text-center">
      <span className="rounded-full bg-secondary p-3 text-secondary-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <Heading className="text-lg font-semibold">{title}</Heading>
        <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      </div>
      {children ? <div className="flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
