import { Suspense, type ReactNode } from "react";

import type { AreaName } from "@/lib/auth/areas";

import { AreaGate } from "./area-gate";
import { AreaLoading } from "./area-loading";

/** The body of every app/(areas)/<area>/layout.tsx: the user check streams in behind a spinner. */
export function AreaLayout({ area, children }: { area: AreaName; children: ReactNode }) {
  return (
    <Suspense fallback={<AreaLoading />}>
      <AreaGate area={area}>{children}</AreaGate>
    </Suspense>
  );
}
