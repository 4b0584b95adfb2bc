"use client";

import type { ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";

export type DashboardSection = { value: string; tabLabel: string; content: ReactNode; className?: string };

type DashboardSectionsProps = {
  sections: readonly DashboardSection[];
  /** Accessible name of the mobile tab list. */
  label: string;
  className?: string;
};

/**
 * product.md §2 "Mobile tabs": below md one section shows at a time behind a tab list; from md up every section
 * is visible at once. One DOM tree serves both, so nothing is rendered twice.
 */
export function DashboardSections({ sections, label, className }: DashboardSectionsProps) {
  const first = sections[0]?.value;
  return (
    <Tabs defaultValue={first} className={cn("gap-4", className)}>
      <TabsList aria-label={label} className="w-full md:hidden">
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value}>
            {section.tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="grid gap-6 md:grid-cols-2">
        {sections.map((section) => (
          <TabsContent
            key={section.value}
            value={section.value}
            forceMount
            className={cn("data-[state=inactive]:hidden md:data-[state=inactive]:block", section.className)}
          >
            {section.content}
          </TabsContent>
        ))}
      </div>
    </Tabs>
  );
}
