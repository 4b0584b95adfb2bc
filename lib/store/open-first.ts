import type { Company } from "@/lib/catalog/types";
import { isOpenAt } from "@/lib/store/opening-hours";

/**
 * Open stores first (product.md D13: at night the lists began with a wall of closed stores).
 *
 * - `openFirst(items, isOpen)`: the items whose store is open, then the others; each group keeps its input
 *   order (a stable partition), so the plan/rating ranking or the catalogue order survives inside a group.
 * - `openFirstOrder(companyIds, companies, now)`: the same as indices, for a list whose i-th item belongs
 *   to `companyIds[i]`; an id without a company counts as closed (product.md §4: a missing day is closed).
 * - `companiesById(companies)`: each company once, by id (what a page sends for all its cards).
 */

export function openFirst<T>(items: readonly T[], isOpen: (item: T, index: number) => boolean): T[] {
  const open: T[] = [];
  const closed: T[] = [];
  items.forEach((item, index) => (isOpen(item, index) ? open : closed).push(item));
  return [...open, ...closed];
}

export type CompaniesById<T extends Pick<Company, "openingHours"> = Pick<Company, "openingHours">> = Readonly<
  Record<string, T>
>;

export function openFirstOrder(companyIds: readonly string[], companies: CompaniesById, now: Date): number[] {
  const openNow = new Map<string, boolean>();
  const isOpen = (id: string) => {
    let open = openNow.get(id);
    if (open === undefined) {
      const company = companies[id];
      open = company ? isOpenAt(company.openingHours, now) : false;
      openNow.set(id, open);
    }
    return open;
  };
  return openFirst(
    companyIds.map((_, index) => index),
    (index) => isOpen(companyIds[index] ?? ""),
  );
}

export function companiesById<T extends { id: string }>(
  companies: readonly T[],
): Readonly<Record<string, T>> {
  return Object.fromEntries(companies.map((company) => [company.id, company]));
}
