import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, rawFetch, signedIn, startMemoryBackend, type Client } from "./helpers";

// Product photos through supabase-js's Storage client against the embedded backend: the bucket `produtos`
// is public to read, and its RLS policies (migration *_fotos_produtos.sql) let only a store's owner write
// inside that store's folder.

const PAO = DEMO_COMPANY_ID; // owned by the demo empresa; the demo entregador works there
const BELLA = COMPANY_IDS.bellaNapoli; // someone else's
const DENIED = { statusCode: "403", message: "new row violates row-level security policy" };

let backend: EmbeddedBackend;
let anon: Client;
type Account = "cliente" | "empresa" | "entregador";
const signed = {} as Record<Account, Client>;
let webp: Buffer;
let counter = 0;

const nameIn = (store: string) => `${store}/produto-${++counter}-teste.webp`;
const upload = (supabase: Client, name: string, body: Buffer = webp, contentType = "image/webp") =>
  supabase.storage.from("produtos").upload(name, body, { contentType, upsert: false });
const publicGet = (name: string) => fetch(anon.storage.from("produtos").getPublicUrl(name).data.publicUrl);

beforeAll(async () => {
  backend = await startMemoryBackend();
  anon = client(backend);
  for (const account of ["cliente", "empresa", "entregador"] as const) {
    signed[account] = (await signedIn(backend, `${account}@vitrine.example`)).supabase;
  }
  webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c0392b" } })
    .webp()
    .toBuffer();
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe("product photos in Storage (bucket produtos)", () => {
  it("lets the demo empresa upload into its own store's folder, and anyone fetch the photo back", async () => {
    const name = nameIn(PAO);
    const { data, error } = await upload(signed.empresa, name);
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `produtos/${name}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const response = await publicGet(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("max-age=3600");
    expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true);
  });

  it("refuses the owner of one store uploading into another store's folder, storing nothing", async () => {
    const name = nameIn(BELLA);
    const { data, error } = await upload(signed.empresa, name);
    expect(data).toBeNull();
    expect(error).toMatchObject(DENIED);
    const response = await publicGet(name);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "404", error: "not_found" });
  });

  it.each(["anon", "cliente", "entregador"] as const)("refuses an upload by %s", async (who) => {
    const supabase = who === "anon" ? anon : signed[who];
    const { error } = await upload(supabase, nameIn(PAO));
    expect(error).toMatchObject(DENIED);
  });

  it("removes a photo for the store's owner only", async () => {
    const name = nameIn(PAO);
    expect((await upload(signed.empresa, name)).error).toBeNull();
    for (const supabase of [anon, signed.cliente, signed.entregador]) {
      expect(await supabase.storage.from("produtos").remove([name])).toMatchObject({ data: [], error: null });
    }
    expect((await publicGet(name)).status).toBe(200);
    const removed = await signed.empresa.storage.from("produtos").remove([name]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([name]);
    expect((await publicGet(name)).status).toBe(400);
  });

  it("refuses what the bucket does not take: another type, more than 5 MB, a name already used", async () => {
    const png = await upload(signed.empresa, nameIn(PAO), webp, "image/png");
    expect(png.error).toMatchObject({ statusCode: "415", message: "mime type image/png is not supported" });
    const big = await upload(signed.empresa, nameIn(PAO), Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(big.error).toMatchObject({ statusCode: "413" });
    const name = nameIn(PAO);
    expect((await upload(signed.empresa, name)).error).toBeNull();
    expect((await upload(signed.empresa, name)).error).toMatchObject({ statusCode: "409" });
  });

  it("lets only the owner replace a photo (upsert or update)", async () => {
    const name = nameIn(PAO);
    expect((await upload(signed.empresa, name)).error).toBeNull();
    const bucket = (supabase: Client) => supabase.storage.from("produtos");
    const other = Buffer.from("RIFF\u0004\u0000\u0000\u0000WEBPnova");
    const refused = await bucket(signed.cliente).update(name, other, { contentType: "image/webp" });
    expect(refused.error).toMatchObject({ statusCode: "404" });
    const updated = await bucket(signed.empresa).update(name, other, { contentType: "image/webp" });
    expect(updated.error).toBeNull();
    expect(Buffer.from(await (await publicGet(name)).arrayBuffer()).equals(other)).toBe(true);
    const upserted = await bucket(signed.empresa).upload(name, webp, {
      contentType: "image/webp",
      upsert: true,
    });
    expect(upserted.error).toBeNull();
    expect(Buffer.from(await (await publicGet(name)).arrayBuffer()).equals(webp)).toBe(true);
  });

  it("serves public files without a key, but nothing from an unknown bucket or a bad name", async () => {
    const name = nameIn(PAO);
    expect((await upload(signed.empresa, name)).error).toBeNull();
    const plain = await fetch(`${backend.url}/storage/v1/object/public/produtos/${name}`);
    expect(plain.status).toBe(200);
    const etag = plain.headers.get("etag");
    const again = await fetch(plain.url, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    const bucket = await rawFetch(backend, `/storage/v1/object/public/outro/${name}`);
    expect(bucket).toMatchObject({ status: 400, body: { statusCode: "404", message: "Bucket not found" } });
    const dots = await rawFetch(backend, `/storage/v1/object/public/produtos/${PAO}%2F..%2Fx.webp`);
    expect(dots.body).toMatchObject({ statusCode: "400", code: "InvalidKey" });
  });

  it("asks for an API key on writes and answers a forged token in Storage's shape", async () => {
    const noKey = await fetch(`${backend.url}/storage/v1/object/produtos/${nameIn(PAO)}`, {
      method: "POST",
      body: new Uint8Array(webp),
      headers: { "content-type": "image/webp" },
    });
    expect(noKey.status).toBe(401);
    const forged = await rawFetch(backend, `/storage/v1/object/produtos/${nameIn(PAO)}`, {
      method: "POST",
      body: new Uint8Array(webp),
      headers: { "content-type": "image/webp", authorization: "Bearer a.b.c" },
    });
    expect(forged).toMatchObject({ status: 400, body: { statusCode: "400", code: "InvalidJWT" } });
  });
});
