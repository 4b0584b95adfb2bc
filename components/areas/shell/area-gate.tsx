import { redirect } from "next/navigation";
import type { ReactNode } from "react";

import { decideArea, type AreaName } from "@/lib/auth/areas";
import { getCurrentUser } from "@/lib/auth/session";
import { areaFor } from "@/lib/nav";

import { AreaShell } from "./area-shell";

/**
 * Every area checks its visitor itself (the proxy leaves the /company dashboard public): no user goes
 * to /login, a user of another type to their own area (product.md §2 and §6). Must sit inside Suspense.
 */
export async function AreaGate({ area, children }: { area: AreaName; children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const decision = decideArea(area, user.type);
  if (decision.action === "redirect") redirect(decision.to);
  return (
    // the menu is the user's own: a courier at /company sees theirs, never the owner's
    <AreaShell user={user} area={areaFor(user.type)}>
      {children}
    </AreaShell>
  );
}
