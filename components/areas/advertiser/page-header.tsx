import type { ReactNode } from "react";

import { DashboardHeader } from "@/components/areas/dashboard-section";

type AdvertiserPageHeaderProps = { title: string; subtitle: string; action?: ReactNode };

/** The h1 and summary of an advertiser page, with the page's main action beside it on wide screens. */
export function AdvertiserPageHeader({ title, subtitle, action }: AdvertiserPageHeaderProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <DashboardHeader title={title} subtitle={subtitle} />
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
