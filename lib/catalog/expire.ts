import "server-only";

import { updateTag } from "next/cache";

/**
 * Expires the catalogue's cache tags after a write (a server action only: updateTag is the read-your-own-
 * writes form, so the writer's and everyone's next request reads the database).
 */
export function expireTags(tags: readonly string[]): void {
  for (const tag of new Set(tags)) updateTag(tag);
}
