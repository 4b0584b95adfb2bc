/**
 * generateStaticParams of the store and product pages. With Cache Components Next refuses an empty list, so
 * an empty catalogue (a new deployment, no store approved yet) prerenders one id that finds nothing (its 404
 * page) and the build still succeeds; every real id renders on demand.
 */
export const NO_CATALOGUE_ID = "00000000-0000-4000-8000-000000000000";

export function idParams<K extends string>(key: K, ids: readonly string[]): Record<K, string>[] {
  return (ids.length > 0 ? ids : [NO_CATALOGUE_ID]).map((id) => ({ [key]: id }) as Record<K, string>);
}
