import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { removeProductPhoto, storeProductPhoto } from "@/lib/storage/product-photo";
import type { EmbeddedBackend } from "@/supabase/embedded";

import {
  BOOT_TIMEOUT_MS,
  client,
  countingFetch,
  signedIn,
  startMemoryBackend,
  type Client,
  type CountingFetch,
} from "./helpers";

// storeProductPhoto / removeProductPhoto (lib/storage/product-photo.ts) against the embedded backend's
// Storage, as the demo empresa: what reaches the bucket is a resized WebP, and a refused file sends nothing.

const PAO = DEMO_COMPANY_ID;
const BELLA = COMPANY_IDS.bellaNapoli;
const PRODUCT = "3d1c9a52-5a8e-4d8e-9f59-0d2b8d1e7a10";

let backend: EmbeddedBackend;
let empresa: Client;
let watched: Client;
let calls: CountingFetch;

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#e67e22" } });
const blob = (bytes: Uint8Array, type = "application/octet-stream") =>
  new Blob([new Uint8Array(bytes)], { type });

beforeAll(async () => {
  backend = await startMemoryBackend();
  empresa = (await signedIn(backend, "empresa@vitrine.example")).supabase;
  calls = countingFetch();
  watched = client(backend, backend.publishableKey, calls);
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe("a product photo stored by the store's owner", () => {
  it("stores a 2400×1600 PNG as a 1200×800 WebP at a public URL in the store's folder", async () => {
    const png = await image(2400, 1600).png().toBuffer();
    const result = await storeProductPhoto(empresa, { storeId: PAO, productId: PRODUCT, file: blob(png) });
    expect(result.ok).toBe(true);
    const url = result.ok ? result.url : "";
    expect(url).toMatch(
      new RegExp(`/storage/v1/object/public/produtos/${PAO}/${PRODUCT}-[0-9a-f]{16}\\.webp$`),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const stored = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1200, height: 800 });
  });

  it("keeps a small photo's size and drops its metadata (EXIF)", async () => {
    const jpeg = await image(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Padaria Pão Quente", Artist: "Celular da Ana" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const result = await storeProductPhoto(empresa, { storeId: PAO, productId: PRODUCT, file: blob(jpeg) });
    const stored = await sharp(
      Buffer.from(await (await fetch(result.ok ? result.url : "")).arrayBuffer()),
    ).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 300, height: 200 });
    expect(stored.exif).toBeUndefined();
  });

  it.each([
    ["a GIF", async () => image(20, 20).gif().toBuffer(), "type"],
    ["a text file named .png", async () => Buffer.from("isto não é uma foto"), "type"],
    [
      "a PNG header over garbage",
      async () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
      "type",
    ],
    [
      "a 6 MB PNG",
      async () => Buffer.concat([await image(10, 10).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]),
      "size",
    ],
  ] as const)("refuses %s and sends nothing to Storage", async (_what, make, error) => {
    const before = calls.calls.length;
    const file = blob(await make(), "image/png");
    expect(await storeProductPhoto(watched, { storeId: PAO, productId: PRODUCT, file })).toEqual({
      ok: false,
      error,
    });
    expect(calls.calls.slice(before)).toEqual([]);
  });

  it("reports an unexpected failure when Storage refuses the folder (another store's)", async () => {
    const png = await image(50, 50).png().toBuffer();
    const result = await storeProductPhoto(empresa, { storeId: BELLA, productId: PRODUCT, file: blob(png) });
    expect(result).toEqual({ ok: false, error: "unexpected" });
  });

  it("removes a replaced photo from Storage and leaves other images alone", async () => {
    const png = await image(64, 64).png().toBuffer();
    const result = await storeProductPhoto(empresa, { storeId: PAO, productId: PRODUCT, file: blob(png) });
    const url = result.ok ? result.url : "";
    expect(await removeProductPhoto(watched, url)).toBe(false);
    expect((await fetch(url)).status).toBe(200);
    expect(await removeProductPhoto(empresa, url)).toBe(true);
    expect((await fetch(url)).status).toBe(400);
    const before = calls.calls.length;
    expect(await removeProductPhoto(watched, "/images/products/pao-frances.webp")).toBe(false);
    expect(await removeProductPhoto(watched, null)).toBe(false);
    expect(calls.calls.slice(before)).toEqual([]);
  });
});
