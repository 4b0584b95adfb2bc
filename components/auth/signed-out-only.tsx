import { redirect } from "next/navigation";
import type { ReactNode } from "react";

import { getCurrentUserOrVisitor } from "@/lib/auth/session";
import { homeAreaFor } from "@/lib/auth/types";

/**
 * Renders the sign-in and sign-up forms for visitors only; a signed-in user goes to their area
 * (product.md §2). Reads the session, so it must sit inside a Suspense boundary.
 */
export async function SignedOutOnly({ children }: { children: ReactNode }) {
  const user = await getCurrentUserOrVisitor();
  if (user) redirect(homeAreaFor(user.type));
  return children;
}
