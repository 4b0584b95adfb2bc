import { resolveRobots } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { describe, expect, it } from "vitest";

import { storeVisibility } from "@/lib/store/visibility";
import { companies } from "@/fixtures/companies";
import { products } from "@/fixtures/products";
import type { Company, Product } from "@/lib/catalog/types";
import { schemaPrice, serializeJsonLd } from "@/lib/seo/json-ld";
import { clampDescription, pageMetadata } from "@/lib/seo/page-metadata";
import { IN_STOCK, OUT_OF_STOCK, productJsonLd } from "@/lib/seo/product-json-ld";
import { buildRobots } from "@/lib/seo/robots";
import {
  fixedEntries,
  parseSitemapFile,
  longestEntryBytes,
  readSlice,
  rowEntry,
  sitemapFiles,
  sitemapIndexXml,
  sitemapSlice,
  urlsetXml,
  urlsPerFile,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  type SitemapRow,
} from "@/lib/seo/sitemap";
import { openingHoursSpecification, priceRange, storeJsonLd } from "@/lib/seo/store-json-ld";
import { absoluteUrl } from "@/lib/seo/urls";
import { catalogueRows } from "@/supabase/catalogue-seed";
import { isAllowed, parseRobotsTxt } from "@/tests/store-page/robots-matcher";

const BASE = "https://vitrine.example";
const company: Company = { ...companies[0]!, id: "11111111-1111-4111-8111-111111111111" };
const product: Product = {
  ...products[0]!,
  id: "22222222-2222-4222-8222-222222222222",
  companyId: company.id,
};

describe("JSON-LD serialisation", () => {
  it("escapes < so a value cannot close the script tag", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it.each([
    [12.9, "12.90"],
    [7, "7.00"],
    [0.5, "0.50"],
    [1234.56, "1234.56"],
  ])("writes the price %s as %s", (value, expected) => {
    expect(schemaPrice(value)).toBe(expected);
  });

  it.each([
    ["/company/x", "https://a.com", "https://a.com/company/x"],
    ["/company/x", "https://a.com/", "https://a.com/company/x"],
    ["/", "http://127.0.0.1:3103", "http://127.0.0.1:3103/"],
    // a product photo in Supabase Storage is already absolute: kept as it is
    [
      "https://abc.supabase.co/storage/v1/object/public/produtos/x.webp",
      "https://a.com",
      "https://abc.supabase.co/storage/v1/object/public/produtos/x.webp",
    ],
    [
      "http://127.0.0.1:54321/storage/v1/object/public/p.png",
      "https://a.com",
      "http://127.0.0.1:54321/storage/v1/object/public/p.png",
    ],
  ])("resolves %s against %s", (path, base, expected) => {
    expect(absoluteUrl(path, base)).toBe(expected);
  });
});

describe("store JSON-LD", () => {
  it.each([
    ["restaurant", "Restaurant"],
    ["market", "GroceryStore"],
    ["pharmacy", "Pharmacy"],
  ] as const)("a %s is a schema.org %s", (serviceType, type) => {
    const data = storeJsonLd({
      company: { ...company, serviceType },
      baseUrl: BASE,
      productPrices: [],
      ratingCount: 3,
    });
    expect(data["@type"]).toBe(type);
  });

  it("describes address, telephone, url, images and rating", () => {
    const data = storeJsonLd({ company, baseUrl: BASE, productPrices: [7.5, 12, 32.9], ratingCount: 4 });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      name: company.name,
      description: company.description,
      url: `${BASE}/company/${company.id}`,
      telephone: company.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: company.address.street,
        addressLocality: company.address.city,
        addressRegion: company.address.state,
        postalCode: company.address.zipCode,
        addressCountry: "BR",
      },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: company.rating,
        bestRating: 5,
        ratingCount: 4,
      },
      priceRange: "R$ 7,50 – R$ 32,90",
    });
    expect(data.image[0]).toBe(`${BASE}${company.coverImage}`);
  });

  it("claims no rating for a store nobody rated", () => {
    const data = storeJsonLd({
      company: { ...company, rating: 0 },
      baseUrl: BASE,
      productPrices: [],
      ratingCount: 0,
    });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("priceRange");
  });

  it("lists only open days, with schema.org day URLs (product.md §4: closed or missing days are closed)", () => {
    const spec = openingHoursSpecification({
      monday: { open: "08:00", close: "18:00", closed: false },
      tuesday: { open: "08:00", close: "18:00", closed: true },
      sunday: { open: "09:00", close: "12:00", closed: false },
    });
    expect(spec).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "08:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Sunday",
        opens: "09:00",
        closes: "12:00",
      },
    ]);
  });

  it.each([
    [[], undefined],
    [[10], "R$ 10,00"],
    [[10, 10], "R$ 10,00"],
    [[32.9, 7.5, 12], "R$ 7,50 – R$ 32,90"],
  ])("price range of %j is %s", (prices, expected) => {
    expect(priceRange(prices)).toBe(expected);
  });

  it("seeds every public sample store with a rating count of at least 1 (lojas.total_avaliacoes)", () => {
    const seeded = catalogueRows().lojas;
    for (const entry of companies.filter((c) => storeVisibility(c) === "public")) {
      expect(
        seeded.find((loja) => loja.id === entry.id)?.total_avaliacoes,
        entry.name,
      ).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("product JSON-LD", () => {
  it.each([
    [true, true, IN_STOCK],
    [false, true, OUT_OF_STOCK],
    [true, false, OUT_OF_STOCK],
    [false, false, OUT_OF_STOCK],
  ])("available=%s orderable=%s is %s", (available, orderable, availability) => {
    const data = productJsonLd({ product: { ...product, available }, company, baseUrl: BASE, orderable });
    expect(data.offers.availability).toBe(availability);
  });

  it("describes the product with an absolute image, the company as brand and a BRL offer", () => {
    const data = productJsonLd({ product: { ...product, price: 12.9 }, company, baseUrl: BASE });
    expect(data).toMatchObject({
      "@type": "Product",
      name: product.name,
      description: product.description,
      image: `${BASE}${product.image}`,
      sku: product.id,
      brand: { "@type": "Brand", name: company.name },
      offers: {
        "@type": "Offer",
        price: "12.90",
        priceCurrency: "BRL",
        url: `${BASE}/product/${product.id}`,
        seller: { name: company.name, url: `${BASE}/company/${company.id}` },
      },
    });
  });

  it("keeps a photo uploaded to Supabase Storage as its own absolute URL", () => {
    const image = "https://abc.supabase.co/storage/v1/object/public/produtos/pao.webp";
    expect(productJsonLd({ product: { ...product, image }, company, baseUrl: BASE }).image).toBe(image);
  });
});

describe("page metadata", () => {
  it("sets canonical, Open Graph and Twitter card from one path", () => {
    const meta = pageMetadata({
      title: "Loja",
      description: "Descrição",
      path: "/company/x",
      siteName: "Vitrine",
    });
    expect(meta.alternates?.canonical).toBe("/company/x");
    expect(meta.openGraph).toMatchObject({
      url: "/company/x",
      title: "Loja",
      siteName: "Vitrine",
      locale: "pt_BR",
    });
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Loja",
      description: "Descrição",
    });
    expect(meta.robots).toBeUndefined();
  });

  it("keeps a noindex page out of search results", () => {
    const meta = pageMetadata({
      title: "L",
      description: "D",
      path: "/company/x",
      siteName: "V",
      noIndex: true,
    });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });

  it.each([
    ["curto", 160, "curto"],
    ["  espaços   demais  ", 160, "espaços demais"],
    ["uma frase bem longa para cortar", 20, "uma frase bem longa…"],
    ["palavras, com vírgula no fim", 17, "palavras, com…"],
  ])("clamps %j to %i characters", (text, max, expected) => {
    const result = clampDescription(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });
});

describe("robots.txt", () => {
  const rules = parseRobotsTxt(resolveRobots(buildRobots(BASE)));

  it.each([
    ["/", true],
    ["/product/abc", true],
    ["/company/7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3", true],
    ["/para-empresas", true],
    ["/company", false],
    ["/company/change-password", false],
    ["/company/order/123", false],
    ["/company/produtos", false],
    ["/company/pedidos", false],
    ["/company/cupons", false],
    ["/company/relatorios", false],
    ["/company/avisos", false],
    ["/company/config", false],
    ["/company/products", false],
    ["/company/orders", false],
    ["/customer", false],
    ["/customer/orders", false],
    ["/advertiser/ads", false],
    ["/admin", false],
    ["/entregador", false],
    ["/checkout", false],
    ["/orders", false],
    ["/order/123", false],
    ["/profile", false],
    ["/cart", false],
    ["/login", false],
    ["/cadastro", false],
    ["/register", false],
  ])("%s is allowed: %s", (path, allowed) => {
    expect(isAllowed(rules, path)).toBe(allowed);
  });

  it("points at the absolute sitemap", () => {
    expect(resolveRobots(buildRobots(BASE))).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe("sitemap", () => {
  const publicCompanies = companies.filter((c) => storeVisibility(c) === "public");
  const fixed = fixedEntries(BASE, 3);

  it("always lists home, /para-empresas, the product list's pages and the institutional pages", () => {
    expect(fixed.map((entry) => entry.url)).toEqual([
      `${BASE}/`,
      `${BASE}/para-empresas`,
      `${BASE}/produtos`,
      `${BASE}/produtos/2`,
      `${BASE}/produtos/3`,
      `${BASE}/termos`,
      `${BASE}/privacidade`,
      `${BASE}/ajuda`,
    ]);
  });

  it("turns public.mapa_do_site's rows into store and product addresses", () => {
    const [store] = publicCompanies;
    const [item] = products;
    expect(rowEntry(BASE, { kind: "loja", id: store!.id, since: store!.createdAt })).toEqual({
      url: `${BASE}/company/${store!.id}`,
      changeFrequency: "daily",
      priority: 0.8,
    });
    expect(rowEntry(BASE, { kind: "produto", id: item!.id, since: null }).url).toBe(
      `${BASE}/product/${item!.id}`,
    );
  });

  it.each([
    [0, 1],
    [50_000, 1],
    [50_001, 2],
    [125_000, 3],
  ])("%i URLs take %i file(s) of at most 50,000 (the protocol's limit)", (urls, files) => {
    expect(sitemapFiles(urls)).toBe(files);
  });

  it.each([
    // file, fixed pages, rows, at most per file -> the slice
    [0, 8, 100, 50, { fixedFrom: 0, fixedTo: 8, rowsFrom: 0, rowsTo: 42 }],
    [1, 8, 100, 50, { fixedFrom: 8, fixedTo: 8, rowsFrom: 42, rowsTo: 92 }],
    [2, 8, 100, 50, { fixedFrom: 8, fixedTo: 8, rowsFrom: 92, rowsTo: 100 }],
    [3, 8, 100, 50, null],
    [-1, 8, 100, 50, null],
    [0, 8, 0, 50, { fixedFrom: 0, fixedTo: 8, rowsFrom: 0, rowsTo: 0 }],
  ])("file %i of %i fixed pages and %i rows (%i a file) holds %o", (file, fixedCount, rows, max, slice) => {
    expect(sitemapSlice(file, fixedCount, rows, max)).toEqual(slice);
  });

  it("covers every URL exactly once across the files", () => {
    const [fixedCount, rows, max] = [8, 123, 20];
    const covered: string[] = [];
    for (let file = 0; file < sitemapFiles(fixedCount + rows, max); file++) {
      const slice = sitemapSlice(file, fixedCount, rows, max)!;
      for (let i = slice.fixedFrom; i < slice.fixedTo; i++) covered.push(`f${i}`);
      for (let i = slice.rowsFrom; i < slice.rowsTo; i++) covered.push(`r${i}`);
      expect(slice.fixedTo - slice.fixedFrom + slice.rowsTo - slice.rowsFrom).toBeLessThanOrEqual(max);
    }
    expect(covered).toEqual([
      ...Array.from({ length: fixedCount }, (_, i) => `f${i}`),
      ...Array.from({ length: rows }, (_, i) => `r${i}`),
    ]);
  });

  describe("reading a file's rows page after page", () => {
    const sequence: SitemapRow[] = Array.from({ length: 23 }, (_, i) => ({
      kind: i < 4 ? "loja" : "produto",
      id: `r${String(i).padStart(2, "0")}`,
      since: i < 4 ? `2025-01-0${i + 1}T00:00:00Z` : null,
    }));
    // the database's contract: at most `size` rows after the cursor's row, past `skip` more
    const reader = (size: number) => {
      const calls: [string | null, number][] = [];
      const read = async (after: SitemapRow | null, skip: number) => {
        calls.push([after?.id ?? null, skip]);
        const start = after ? sequence.findIndex((row) => row.id === after.id) + 1 : 0;
        return sequence.slice(start + skip, start + skip + size);
      };
      return { calls, read };
    };

    it.each([
      // from, to, page size -> the reads (after which row, skipping how many)
      [
        0,
        23,
        5,
        [
          [null, 0],
          ["r04", 0],
          ["r09", 0],
          ["r14", 0],
          ["r19", 0],
        ],
      ],
      [
        0,
        10,
        5,
        [
          [null, 0],
          ["r04", 0],
        ],
      ],
      [
        7,
        19,
        5,
        [
          [null, 7],
          ["r11", 0],
          ["r16", 0],
        ],
      ],
      [20, 23, 5, [[null, 20]]],
      [0, 23, 23, [[null, 0]]],
      [3, 3, 5, []],
    ])(
      "rows %i to %i in pages of %i: skips only on the first read, then starts after the last row read",
      async (from, to, size, calls) => {
        const { calls: made, read } = reader(size);
        expect(await readSlice(from, to, size, read)).toEqual(sequence.slice(from, to));
        expect(made).toEqual(calls);
      },
    );

    it("stops at a short page when the catalogue shrank since it was counted", async () => {
      const { calls, read } = reader(5);
      expect(await readSlice(15, 40, 5, read)).toEqual(sequence.slice(15));
      expect(calls).toEqual([
        [null, 15],
        ["r19", 0],
      ]);
    });
  });

  describe("a file's size", () => {
    const PREVIEW = "https://vitrine-git-feature-catalogo-da-cidade-equipe-vitrine.vercel.app";
    const productEntries = (base: string, count: number) =>
      Array.from({ length: count }, (_, i) =>
        rowEntry(base, {
          kind: "produto",
          id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
          since: null,
        }),
      );
    const size = (text: string) => new TextEncoder().encode(text).length;

    it.each([BASE, PREVIEW])(
      "a file of %s holds as many of its longest addresses as fit in 4 MB, under Vercel's 4.5 MB response limit",
      (base) => {
        const count = urlsPerFile(base);
        expect(SITEMAP_MAX_BYTES).toBeLessThan(4.5 * 1000 * 1000);
        expect(size(urlsetXml(productEntries(base, count)))).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
        expect(size(urlsetXml(productEntries(base, count + 1)))).toBeGreaterThanOrEqual(SITEMAP_MAX_BYTES);
      },
    );

    it("no fixed page's address is longer than a store's or a product's", () => {
      for (const entry of fixedEntries(PREVIEW, 999))
        expect(size(urlsetXml([entry])) - size(urlsetXml([]))).toBeLessThanOrEqual(
          longestEntryBytes(PREVIEW),
        );
    });

    it("holds 50,000 addresses, the protocol's limit, when they fit", () => {
      expect(urlsPerFile(BASE, 1024 ** 3)).toBe(SITEMAP_MAX_URLS);
    });
  });

  it.each([
    ["0.xml", 0],
    ["12.xml", 12],
    ["01.xml", null],
    ["1", null],
    ["a.xml", null],
    ["-1.xml", null],
  ])("the file segment %s reads as %s", (segment, file) => {
    expect(parseSitemapFile(segment)).toBe(file);
  });

  it("writes a urlset with one escaped <loc> per URL, and an index of the files", () => {
    const entries = [...fixed, { url: `${BASE}/?a=1&b=2`, changeFrequency: "daily" as const, priority: 1 }];
    const xml = urlsetXml(entries);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>/g)).toHaveLength(entries.length);
    expect(xml).toContain(`<loc>${BASE}/?a=1&amp;b=2</loc>`);
    const index = sitemapIndexXml([`${BASE}/sitemaps/0.xml`, `${BASE}/sitemaps/1.xml`]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
  });
});

describe("store visibility", () => {
  it.each([
    ["active", "approved", "public"],
    ["inactive", "approved", "suspended"],
    ["active", "pending", "hidden"],
    ["inactive", "pending", "hidden"],
    ["active", "rejected", "hidden"],
    ["inactive", "rejected", "hidden"],
  ] as const)("status %s, approval %s is %s", (status, approval, expected) => {
    expect(storeVisibility({ status, approval })).toBe(expected);
  });
});
