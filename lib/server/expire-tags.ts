import "server-only";

import { revalidateTag, updateTag } from "next/cache";
import { after } from "next/server";

/**
 * How long after a write the tags are expired a second time. A page render that began before the write (a
 * shopper's request, a link's prefetch) reads the old rows but is stored after the first expiry, with a later
 * date, so it would be served as fresh until its revalidate time (an hour for the storefront): the second expiry,
 * once such a render has had time to finish, makes the next request render again. Renders here take well under it.
 */
export const SECOND_EXPIRY_MS = 2_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Expires cache tags after a write (a server action only: updateTag is the read-your-own-writes form, so the
 * writer's and everyone's next request reads the database), and once more SECOND_EXPIRY_MS later, after the
 * response (`after`: the platform keeps the function alive for it).
 */
export function expireTags(tags: readonly string[]): void {
  const unique = [...new Set(tags)];
  for (const tag of unique) updateTag(tag);
  after(async () => {
    await wait(SECOND_EXPIRY_MS);
    for (const tag of unique) revalidateTag(tag, { expire: 0 });
  });
}
