import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/env";
import { buildRobots } from "@/lib/seo/robots";

export default function robots(): MetadataRoute.Robots {
  return buildRobots(siteUrl());
}
