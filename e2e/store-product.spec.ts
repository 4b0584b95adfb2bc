import { expect, test, type Page } from "./support/test";

import { storeVisibility } from "../lib/store/visibility";
import { PRODUCTS_PER_PAGE, pageCount } from "../lib/store/pagination";
import { productListHref } from "../lib/store/product-list";
import { searchCatalog } from "../lib/store/search";
import { companies, DEMO_COMPANY_ID } from "../fixtures/companies";
import { products } from "../fixtures/products";
import type { Company, Weekday } from "../lib/catalog/types";
import { CART_STORAGE_KEY } from "../lib/cart/cart-storage";
import { isAllowed, parseRobotsTxt } from "../tests/store-page/robots-matcher";
import { LOCAL_SECRET_KEY } from "../supabase/embedded/keys";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;

/** A Data API request with the secret key (the test's own rows), failing the test when refused. */
async function backendRest(path: string, method: "POST" | "DELETE", body?: object): Promise<Response> {
  const response = await fetch(`${BACKEND}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: LOCAL_SECRET_KEY,
      Authorization: `Bearer ${LOCAL_SECRET_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}
const publicCompanies = companies.filter((c) => storeVisibility(c) === "public");
const companyOf = (id: string) => companies.find((c) => c.id === id)!;

// An independent reading of product.md §4 on the stores' clock (lib/store/opening-hours pulls JSON Playwright can't load).
const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
function isOpenAt(hours: Company["openingHours"], at: Date): boolean {
  const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
  const day = hours[parts.weekday!.toLowerCase() as Weekday];
  const time = `${parts.hour}:${parts.minute}`;
  return Boolean(day && !day.closed && time >= day.open && time < day.close);
}
// The browser decides open or closed on its own clock (product.md §4): pin it, so the tests never hang on the hour.
const WEDNESDAY_NOON = new Date("2026-11-18T12:00:00-03:00");

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as Record<string, unknown>;
}

async function head(page: Page) {
  const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
  return {
    title: await page.title(),
    description: await attr('meta[name="description"]', "content"),
    canonical: await attr('link[rel="canonical"]', "href"),
    ogTitle: await attr('meta[property="og:title"]', "content"),
    ogUrl: await attr('meta[property="og:url"]', "content"),
    ogImage: await attr('meta[property="og:image"]', "content"),
    twitterCard: await attr('meta[name="twitter:card"]', "content"),
    twitterImage: await attr('meta[name="twitter:image"]', "content"),
    robots: await page.locator('meta[name="robots"]').count(),
  };
}

test.describe("store page (product.md §2, product.md §3)", () => {
  const company = companyOf(DEMO_COMPANY_ID);

  test("has its title, description, canonical, Open Graph image and JSON-LD", async ({ page, request }) => {
    const response = await page.goto(`/company/${company.id}`);
    expect(response?.status()).toBe(200);
    const meta = await head(page);
    expect(meta.title).toBe(`${company.name} | Vitrine`);
    expect(meta.description).toContain(company.description.slice(0, 40));
    expect(new URL(meta.canonical!).pathname).toBe(`/company/${company.id}`);
    expect(new URL(meta.ogUrl!).pathname).toBe(`/company/${company.id}`);
    expect(meta.ogTitle).toBe(company.name);
    expect(meta.twitterCard).toBe("summary_large_image");
    expect(meta.twitterImage).toBe(meta.ogImage);
    expect(meta.robots).toBe(0);
    const image = await request.get(new URL(meta.ogImage!).pathname + new URL(meta.ogImage!).search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    const data = await jsonLd(page);
    expect(data["@type"]).toBe("Restaurant");
    expect(data.name).toBe(company.name);
    expect(data.telephone).toBe(company.phone);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.state,
      postalCode: company.address.zipCode,
      addressCountry: "BR",
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours).toHaveLength(7);
    expect(hours[0]).toMatchObject({
      dayOfWeek: "https://schema.org/Monday",
      opens: "06:00",
      closes: "21:00",
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: company.rating, bestRating: 5 });
    expect((data.aggregateRating as { ratingCount: number }).ratingCount).toBeGreaterThanOrEqual(1);
  });

  test("shows the store's details, hours and a category filter over its products", async ({ page }) => {
    await page.goto(`/company/${company.id}`);
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    await expect(page.getByText(company.description)).toBeVisible();
    await expect(page.getByRole("link", { name: company.phone })).toHaveAttribute("href", /^tel:\+55\d+$/);
    await expect(page.getByText(company.deliveryTime, { exact: true })).toBeVisible();
    await expect(page.getByText("R$ 4,99", { exact: true })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(8);
    await expect(page.locator("tr[aria-current=date]")).toHaveCount(1);

    const filter = page.getByRole("group", { name: "Filtrar por categoria" });
    const all = filter.getByRole("button", { name: "Todos" });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const own = products.filter((p) => p.companyId === company.id);
    await expect(page.getByRole("article")).toHaveCount(own.length);
    const other = filter.getByRole("button").nth(1);
    await other.click();
    await expect(other).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    expect(await page.getByRole("article").count()).toBeLessThanOrEqual(own.length);
  });

  test("answers 404 'Empresa não encontrada.' for an unknown or never-approved company", async ({ page }) => {
    const pending = companies.find((c) => c.approval === "pending")!;
    for (const id of [UNKNOWN_ID, pending.id]) {
      const response = await page.goto(`/company/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Empresa não encontrada." })).toBeVisible();
      await expect(page).toHaveTitle("Página não encontrada | Vitrine");
    }
  });

  test("renders a store approved after the build on demand, with the placeholder logo and cover", async ({
    page,
  }) => {
    // the test's own store, approved from the start (written with the secret key: bookkeeping, not the app)
    const name = `Loja Nova ${Date.now().toString(36)}`;
    const store = await backendRest("lojas", "POST", {
      nome: name,
      telefone: "(31) 3555-0101",
      logradouro: "Avenida Afonso Pena, 1500",
      bairro: "Centro",
      cidade: "Belo Horizonte",
      uf: "MG",
      cep: "30130-010",
      status: "aprovada",
    });
    const [{ id }] = (await store.json()) as [{ id: string }];
    try {
      const response = await page.goto(`/company/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.locator('img[src="/images/companies/sem-logo.webp"]')).toHaveCount(1);
      await expect(page.locator('img[src="/images/companies/sem-capa.webp"]')).toHaveCount(1);
    } finally {
      await backendRest(`lojas?id=eq.${id}`, "DELETE");
    }
  });

  test("keeps a suspended store reachable with a notice, out of search results", async ({ page }) => {
    const suspended = companies.find((c) => storeVisibility(c) === "suspended")!;
    const response = await page.goto(`/company/${suspended.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Esta loja está temporariamente indisponível")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("leaves the company dashboard routes to the dashboard (static segments win)", async ({ page }) => {
    await page.goto("/company/change-password");
    await expect(page.getByRole("heading", { name: "Empresa não encontrada." })).toHaveCount(0);
  });
});

test.describe("product page (product.md §2, product.md §3)", () => {
  test("has its title, description, canonical and Product JSON-LD with a BRL offer", async ({ page }) => {
    const product = products.find((p) => p.available && p.companyId === DEMO_COMPANY_ID)!;
    const company = companyOf(product.companyId);
    await page.goto(`/product/${product.id}`);
    const meta = await head(page);
    expect(meta.title).toBe(`${product.name} – ${company.name} | Vitrine`);
    expect(meta.description).toContain(product.description.slice(0, 30));
    expect(new URL(meta.canonical!).pathname).toBe(`/product/${product.id}`);
    expect(meta.ogImage).toContain(`/product/${product.id}/opengraph-image`);

    const data = await jsonLd(page);
    expect(data).toMatchObject({ "@type": "Product", name: product.name, sku: product.id });
    expect(data.brand).toMatchObject({ name: company.name });
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: product.price.toFixed(2),
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
    });
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver Loja" })).toHaveAttribute(
      "href",
      `/company/${company.id}`,
    );
  });

  test("marks an unavailable product and refuses it (OutOfStock)", async ({ page }) => {
    const product = products.find((p) => !p.available)!;
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText("Produto Indisponível")).toBeVisible();
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();
    expect(((await jsonLd(page)).offers as { availability: string }).availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });

  test("cannot add a product of a closed company", async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    const product = products.find(
      (p) => p.available && !isOpenAt(companyOf(p.companyId).openingHours, WEDNESDAY_NOON),
    );
    expect(product, "a sample company is closed on Wednesday at noon").toBeDefined();
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByText("Empresa Fechada")).toBeVisible();
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeDisabled();

    await page.goto(`/company/${product!.companyId}`);
    await expect(page.getByRole("article").filter({ hasText: product!.name })).toContainText(
      "Empresa Fechada",
    );
  });

  test("adds the stepper's quantity to the cart", async ({ page }) => {
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    const product = products.find(
      (p) => p.available && isOpenAt(companyOf(p.companyId).openingHours, WEDNESDAY_NOON),
    );
    expect(product, "a sample company is open on Wednesday at noon").toBeDefined();
    await page.goto(`/product/${product!.id}`);
    const decrease = page.getByRole("button", { name: "Diminuir quantidade" });
    await expect(decrease).toBeDisabled();
    await page.getByRole("button", { name: "Aumentar quantidade" }).click();
    await page.getByRole("button", { name: "Aumentar quantidade" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^3$/ })).toBeVisible();
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(page.getByText("Produto adicionado ao carrinho")).toBeVisible();
    // The provider writes storage in an effect after the add: poll instead of reading once.
    await expect
      .poll(async () => {
        const stored = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY);
        return JSON.parse(stored ?? "{}").lines;
      })
      .toEqual([{ productId: product!.id, companyId: product!.companyId, quantity: 3 }]);
  });

  test("copies the link when the browser cannot share", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Desktop Chromium on Linux has no Web Share; remove it everywhere so the fallback is what runs.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const product = products[1]!;
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expect(page.getByText("Link copiado!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("answers 404 'Produto não encontrado.' for an unknown product", async ({ page }) => {
    const response = await page.goto(`/product/${UNKNOWN_ID}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Produto não encontrado." })).toBeVisible();
    await expect(page).toHaveTitle("Página não encontrada | Vitrine");
  });

  test("/produtos/2 is a page of the product list; /produtos/999, past its end, is the 404 and says so in its title", async ({
    page,
  }) => {
    expect((await page.goto("/produtos/2"))?.status()).toBe(200);
    await expect(page).toHaveTitle("Todos os produtos – página 2 | Vitrine");
    const response = await page.goto("/produtos/999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Página não encontrada | Vitrine");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe("sitemap and robots", () => {
  test("sitemap.xml lists home, /para-empresas, the product list, every public store, every product and the institutional pages", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    // Absolute URLs on the origin the server runs at (SITE_URL, read per request).
    for (const url of locs) expect(url.origin).toBe(new URL(baseURL!).origin);
    const publicIds = new Set(publicCompanies.map((c) => c.id));
    const listPages = pageCount(
      searchCatalog({}, { companies, products }).products.length,
      PRODUCTS_PER_PAGE,
    );
    expect(locs.map((url) => url.pathname).sort()).toEqual(
      [
        "/",
        "/para-empresas",
        ...Array.from({ length: listPages }, (_, index) => productListHref(index + 1)),
        "/termos",
        "/privacidade",
        "/ajuda",
        ...publicCompanies.map((c) => `/company/${c.id}`),
        ...products.filter((p) => publicIds.has(p.companyId)).map((p) => `/product/${p.id}`),
      ].sort(),
    );
  });

  test("robots.txt disallows the private areas and allows store and product pages", async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    const rules = parseRobotsTxt(text);
    expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
    for (const path of [
      `/company/${DEMO_COMPANY_ID}`,
      `/product/${products[0]!.id}`,
      "/",
      "/para-empresas",
    ]) {
      expect(isAllowed(rules, path), path).toBe(true);
    }
    for (const path of [
      "/company",
      "/company/produtos",
      "/company/order/1",
      "/customer",
      "/admin",
      "/cart",
      "/login",
    ]) {
      expect(isAllowed(rules, path), path).toBe(false);
    }
  });
});
