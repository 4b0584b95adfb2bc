import type { MetadataRoute } from "next";
import { connection } from "next/server";

import { siteUrl } from "@/lib/env";
import { buildRobots } from "@/lib/seo/robots";

export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is read per request (lib/env.ts: one build serves any origin), not frozen at build time.
  await connection();
  return buildRobots(siteUrl());
}
