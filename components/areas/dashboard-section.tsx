import type { ReactNode } from "react";

import { SectionHeading } from "@/components/areas/section-heading";

type DashboardHeaderProps = {
  title: string;
  subtitle: string;
  /** beside the title: a live screen's 'Ao vivo' indicator */
  aside?: ReactNode;
};

/** The h1 and one-line summary that open every dashboard. */
export function DashboardHeader({ title, subtitle, aside }: DashboardHeaderProps) {
  return (
    <header className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {aside}
      </div>
      <p className="text-muted-foreground">{subtitle}</p>
    </header>
  );
}

type ListSectionProps<T> = {
  id: string;
  heading: string;
  action?: ReactNode;
  items: readonly T[];
  emptyText: string;
  renderItem: (item: T) => ReactNode;
};

/** A dashboard section: its heading, then the items as a list or the empty-state text. */
export function ListSection<T>({ id, heading, action, items, emptyText, renderItem }: ListSectionProps<T>) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} action={action}>
        {heading}
      </SectionHeading>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-3">{items.map(renderItem)}</ul>
      )}
    </section>
  );
}
