/**
 * Rewrites the generated sections of supabase/seed.sql from fixtures/ (after changing a sample company,
 * product, coupon, customer or order): `npx tsx scripts/seed-catalogue.ts`. tests/backend/seed-catalogue.test.ts
 * fails while the seed is out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { withCatalogue, withSection } from "../supabase/catalogue-seed";
import { ADMIN_TEAM_BEGIN, ADMIN_TEAM_END, adminTeamSql } from "../supabase/admin-team-seed";
import { withCouponBanners } from "../supabase/coupon-banners-seed";
import { ADVERTISER_BEGIN, ADVERTISER_END, advertiserSql } from "../supabase/advertiser-seed";
import { withFavorites } from "../supabase/favorites-seed";
import { ORDERS_BEGIN, ORDERS_END, ordersSql } from "../supabase/orders-seed";

const target = join(import.meta.dirname, "..", "supabase", "seed.sql");
const seed = withSection(withCatalogue(readFileSync(target, "utf8")), ORDERS_BEGIN, ORDERS_END, ordersSql());
const withAdvertiser = withSection(seed, ADVERTISER_BEGIN, ADVERTISER_END, advertiserSql());
writeFileSync(
  target,
  withCouponBanners(
    withFavorites(withSection(withAdvertiser, ADMIN_TEAM_BEGIN, ADMIN_TEAM_END, adminTeamSql())),
  ),
);
console.log(`escrito ${target}`);
