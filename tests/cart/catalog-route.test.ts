import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { GET } from "@/app/api/catalog/route";
import { COMPANY_IDS } from "@/fixtures/companies";
import { products } from "@/fixtures/products";

// No backend here: the catalogue's database reads answer from the sample catalogue.
vi.mock("@/lib/data/catalog-reads", () => import("@/tests/support/sample-catalog-reads"));

const remedy = products.find((product) => product.companyId === COMPANY_IDS.farmaciaPampulha)!;
const ask = (query: string) => GET(new NextRequest(`http://localhost/api/catalog?${query}`));

describe("/api/catalog, the cart's lookups", () => {
  it("answers only what a cart line keeps, the store's kind included (a coupon may hold for pharmacies only)", async () => {
    const response = await ask(`products=${remedy.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    const [entry] = body.products;
    expect(Object.keys(entry.product).sort()).toEqual(
      ["available", "companyId", "id", "image", "name", "price"].sort(),
    );
    expect(Object.keys(entry.company).sort()).toEqual(
      ["address", "deliveryFee", "deliveryTime", "id", "name", "openingHours", "serviceType"].sort(),
    );
    expect(entry.company.serviceType).toBe("pharmacy");
    expect(Object.keys(body)).toEqual(["products"]);
  });

  it("refuses a malformed id", async () => {
    expect((await ask("products=nope")).status).toBe(400);
  });
});
