/**
 * The sitemap split into files, read from the database as a visitor: with files smaller than the seed's URLs,
 * /sitemap.xml is an index and its files, read in order, hold the very URLs one file holds (each once). A file
 * other than the first starts with a skipping read, then reads by cursor (public.mapa_do_site).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";

import { withAppBackend } from "./helpers";

const cache = vi.hoisted(() => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));
vi.mock("next/cache", () => cache);
// how many URLs a file holds: the real rule gives ~30,000 (4 MB); the seed has fewer than a hundred
const files = vi.hoisted(() => ({ perFile: 30 }));
vi.mock("@/lib/seo/sitemap", async (original) => ({
  ...(await original<typeof import("@/lib/seo/sitemap")>()),
  urlsPerFile: () => files.perFile,
}));

const BASE = "https://vitrine.example";
withAppBackend();

beforeAll(() => {
  vi.stubEnv("SITE_URL", BASE);
});

const responses = () => import("@/lib/seo/sitemap-response");
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe("sitemap files", () => {
  it("splits the URLs into files listed by the index, which together hold each URL of the single file once", async () => {
    const { sitemapFileResponse, sitemapIndexResponse } = await responses();
    files.perFile = 50_000;
    const single = await (await sitemapIndexResponse()).text();
    const all = locs(single);
    expect(single).toContain("<urlset");
    expect(all.length).toBeGreaterThan(60);

    files.perFile = 30;
    const index = await (await sitemapIndexResponse()).text();
    const count = Math.ceil(all.length / 30);
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual(Array.from({ length: count }, (_, file) => `${BASE}/sitemaps/${file}.xml`));
    const parts: string[][] = [];
    for (let file = 0; file < count; file++) {
      const response = await sitemapFileResponse(file);
      expect(response.status).toBe(200);
      parts.push(locs(await response.text()));
    }
    expect(parts.map((part) => part.length)).toEqual(
      Array.from({ length: count }, (_, file) => Math.min(30, all.length - 30 * file)),
    );
    expect(parts.flat()).toEqual(all);
    expect((await sitemapFileResponse(count)).status).toBe(404);
    expect((await sitemapFileResponse(null)).status).toBe(404);
  });
});
