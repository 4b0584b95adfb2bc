import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { createProduct, editProduct, removeProduct } from "@/lib/company/product-photo-steps";
import { deleteProduct, insertProduct, updateProduct } from "@/lib/company/product-writes";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, type Client } from "./helpers";

// The owner's product writes (lib/company/product-writes.ts) through supabase-js on the embedded backend,
// signed in as the demo empresa: the answers the server actions turn into the screen's messages.

const PAO = DEMO_COMPANY_ID;
const BELLA = COMPANY_IDS.bellaNapoli;
const seeded = catalogueRows();
const paoCount = seeded.produtos.filter((p) => p.loja_id === PAO).length;
const BELLA_PRODUCT = seeded.produtos.find((p) => p.loja_id === BELLA)!;

let backend: EmbeddedBackend;
let owner: Client;
let service: Client;

beforeAll(async () => {
  backend = await startMemoryBackend();
  owner = (await signedIn(backend, "empresa@vitrine.example")).supabase;
  service = client(backend, backend.secretKey);
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const product = (nome: string) => ({ loja_id: PAO, nome, preco: 4.5 });
const setPlan = async (plano: string) =>
  expect((await service.from("lojas").update({ plano }).eq("id", PAO)).error).toBeNull();

describe("the owner's product writes, as the owner, on the embedded backend", () => {
  it("creates, edits and deletes a product of the owner's store", async () => {
    const created = await insertProduct(owner, product("Rosca de coco"));
    if (!created.ok) throw new Error(`insert refused: ${created.error}`);
    expect(await updateProduct(owner, PAO, created.id, { preco: 5.25, disponivel: false })).toEqual(created);
    const row = await service.from("produtos").select("preco, disponivel").eq("id", created.id).single();
    expect(row.data).toEqual({ preco: 5.25, disponivel: false });
    expect(await deleteProduct(owner, PAO, created.id)).toEqual(created);
    expect(await deleteProduct(owner, PAO, created.id)).toEqual({ ok: false, error: "notFound" });
  });

  it("changes nothing in another store: notFound for its product, forbidden for a new one there", async () => {
    expect(await updateProduct(owner, PAO, BELLA_PRODUCT.id, { preco: 1 })).toEqual({
      ok: false,
      error: "notFound",
    });
    // Even naming the other store as its own, RLS filters the row out.
    expect(await updateProduct(owner, BELLA, BELLA_PRODUCT.id, { preco: 1 })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await deleteProduct(owner, BELLA, BELLA_PRODUCT.id)).toEqual({ ok: false, error: "notFound" });
    expect(await insertProduct(owner, { ...product("Intrusa"), loja_id: BELLA })).toEqual({
      ok: false,
      error: "forbidden",
    });
    const price = await service.from("produtos").select("preco").eq("id", BELLA_PRODUCT.id).single();
    expect(price.data?.preco).toBe(BELLA_PRODUCT.preco);
  });

  it("maps a price the column refuses to 'invalid'", async () => {
    expect(await insertProduct(owner, { ...product("Grátis"), preco: 0 })).toEqual({
      ok: false,
      error: "invalid",
    });
  });

  it("refuses the product past a Gratuito store's 10 with planLimit; Premium has no limit", async () => {
    await setPlan("gratuito");
    const made: string[] = [];
    for (let n = paoCount; n < 10; n++) {
      const created = await insertProduct(owner, product(`Extra ${n}`));
      expect(created.ok).toBe(true);
      if (created.ok) made.push(created.id);
    }
    expect(await insertProduct(owner, product("A décima primeira"))).toEqual({
      ok: false,
      error: "planLimit",
    });

    // Deleting one frees a place.
    expect((await deleteProduct(owner, PAO, made.pop()!)).ok).toBe(true);
    expect((await insertProduct(owner, product("De volta ao limite"))).ok).toBe(true);

    await setPlan("premium");
    expect((await insertProduct(owner, product("Sem limite"))).ok).toBe(true);
  });
});

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c60" } })
          .png()
          .toBuffer(),
      ),
    ],
    "broa.png",
    { type: "image/png" },
  );
const countPao = async () =>
  (await service.from("produtos").select("id", { count: "exact", head: true }).eq("loja_id", PAO)).count;
const imageOf = async (id: string) =>
  (await service.from("produtos").select("imagem").eq("id", id).single()).data?.imagem ?? null;

describe("a product with its photo, as the owner", () => {
  it("refuses a file that is not a picture before any row is written", async () => {
    const before = await countPao();
    const text = new File(["não é foto"], "foto.jpg", { type: "image/jpeg" });
    expect(await createProduct(owner, product("Sem foto"), text)).toEqual({ ok: false, error: "photoType" });
    expect(await countPao()).toBe(before);
  });

  it("stores the photo, points the row at it, replaces it on edit and removes it with the product", async () => {
    const created = await createProduct(owner, product("Broa com foto"), await png());
    if (!created.ok) throw new Error(`create refused: ${created.error}`);
    const first = await imageOf(created.id);
    expect(first).toMatch(
      new RegExp(`/storage/v1/object/public/produtos/${PAO}/${created.id}-[0-9a-f]+\\.webp$`),
    );
    expect((await fetch(first!)).status).toBe(200);

    expect(await editProduct(owner, PAO, created.id, { preco: 6 }, await png())).toEqual(created);
    const second = await imageOf(created.id);
    expect(second).not.toBe(first);
    expect((await fetch(first!)).status).not.toBe(200);

    expect(await removeProduct(owner, PAO, created.id)).toEqual(created);
    expect((await fetch(second!)).status).not.toBe(200);
  });
});
