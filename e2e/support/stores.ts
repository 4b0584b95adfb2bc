import { products } from "../../fixtures/products";
import type { OpeningHours } from "../../lib/catalog/types";
import { adminRest } from "./backend";
import { test } from "./test";

const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** Every day 00:00–23:59: a store the database finds open whenever a test runs (bar the last minute). */
export const ALL_DAY: OpeningHours = Object.fromEntries(
  WEEK.map((day) => [day, { open: "00:00", close: "23:59", closed: false }]),
) as OpeningHours;

/** The store's hours as the database holds them now. */
export async function storeHours(storeId: string): Promise<OpeningHours> {
  const rows = await adminRest<{ horarios: OpeningHours }[]>(`lojas?select=horarios&id=eq.${storeId}`);
  if (rows.length !== 1) throw new Error(`no store ${storeId}`);
  return rows[0]!.horarios;
}

/**
 * Fills the app's cached reads of the store (the storefront caches them for hours, lib/data/catalog-reads.ts)
 * while it still has its own hours, so no page drawn while it is open all day caches those hours for the
 * specs after this one (e2e/night.spec.ts reads the seeded hours).
 */
async function warmStorefront(baseURL: string, storeId: string): Promise<void> {
  const productIds = products.filter((product) => product.companyId === storeId).map((p) => p.id);
  const paths = [
    "/",
    `/company/${storeId}`,
    `/api/catalog?products=${productIds.join(",")}`,
    ...productIds.map((id) => `/product/${id}`),
  ];
  for (const path of paths) {
    const response = await fetch(new URL(path, baseURL));
    await response.arrayBuffer();
  }
}

/**
 * The database judges open or closed at the real time (private.agora() = now()), whatever the browser's
 * pinned clock says: the store opens all day, through the Data API with the secret key. Answers the hours it
 * had, for `restoreHours`.
 */
export async function openAllDay(storeId: string, baseURL: string): Promise<OpeningHours> {
  const hours = await storeHours(storeId);
  await warmStorefront(baseURL, storeId);
  await adminRest(`lojas?id=eq.${storeId}`, { method: "PATCH", body: { horarios: ALL_DAY } });
  return hours;
}

export async function restoreHours(storeId: string, hours: OpeningHours): Promise<void> {
  await adminRest(`lojas?id=eq.${storeId}`, { method: "PATCH", body: { horarios: hours } });
}

/**
 * For a describe block whose tests place orders: before each test the stores open all day in the database,
 * after it they get their own hours back.
 */
export function openStoresDuringEachTest(storeIds: readonly string[]): void {
  const saved = new Map<string, OpeningHours>();
  test.beforeEach(async ({ baseURL }) => {
    for (const id of new Set(storeIds)) saved.set(id, await openAllDay(id, baseURL!));
  });
  test.afterEach(async () => {
    for (const [id, hours] of saved) await restoreHours(id, hours);
    saved.clear();
  });
}
