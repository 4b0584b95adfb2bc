import "server-only";

import { notFound, redirect } from "next/navigation";

import { decideArea, decideOwnerScreen, type AreaName } from "@/lib/auth/areas";
import { getCurrentUser } from "@/lib/auth/session";
import { homeAreaFor, type AccountType, type AppUser } from "@/lib/auth/types";

/**
 * Who is asking, decided on the server before any private data is rendered (the Next.js data-security
 * guide). Every private page's first line calls one of these; every data function that returns
 * private data takes the user they return. A backend that does not answer is not "no user": getCurrentUser
 * throws BackendUnavailableError, which the error boundary shows with a retry, never a redirect to /login.
 */

/** The signed-in user, or a server redirect to /login (product.md §2: no user goes to /login). */
export async function requireUser(): Promise<AppUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  return user;
}

/** The signed-in user if their account type is one of `types`; anyone else goes to their own area. */
export async function requireAccountType(...types: readonly AccountType[]): Promise<AppUser> {
  const user = await requireUser();
  if (!types.includes(user.type)) redirect(homeAreaFor(user.type));
  return user;
}

/** product.md §2 and §6: the user who may open `area`; a visitor goes to /login, another type to their own area. */
export async function requireArea(area: AreaName): Promise<AppUser> {
  const user = await getCurrentUser();
  const decision = decideArea(area, user?.type ?? null);
  if (decision.action === "redirect") redirect(decision.to);
  if (!user) redirect("/login");
  return user;
}

/**
 * product.md §6: the user who may open a store owner's screen of /company (its catalogue, board, coupons,
 * reports, notices, settings); a courier of the store goes to their own screen before anything renders.
 */
export async function requireOwnerScreen(): Promise<AppUser> {
  const user = await requireArea("company");
  const decision = decideOwnerScreen(user.type);
  if (decision.action === "redirect") redirect(decision.to);
  return user;
}

/** A value the viewer may see, or the not-found page (an order that is not theirs is never rendered). */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound();
  return value;
}
