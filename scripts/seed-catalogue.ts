/**
 * Rewrites the catalogue section of supabase/seed.sql from fixtures/ (after changing a sample company,
 * product or coupon): `npx tsx scripts/seed-catalogue.ts`. tests/backend/seed-catalogue.test.ts fails while
 * the seed is out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { withCatalogue } from "../supabase/catalogue-seed";

const target = join(import.meta.dirname, "..", "supabase", "seed.sql");
writeFileSync(target, withCatalogue(readFileSync(target, "utf8")));
console.log(`escrito ${target}`);
