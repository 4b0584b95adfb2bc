import { describe, expect, it } from "vitest";

import {
  checkPhoto,
  isPhotoChosen,
  MAX_PHOTO_BYTES,
  PHOTO_ERRORS,
  photoObjectName,
  photoObjectNameFromUrl,
  sniffPhotoType,
} from "@/lib/storage/photo-rules";
import messages from "@/messages/pt-BR.json";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...Buffer.from(value)] : [value])));

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF");
const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP = bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ");
const GIF = bytes("GIF89a", 1, 0, 1, 0, 0, 0);
const TEXT = bytes("Olá, mundo! ");
const WAV = bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt ");

describe("what counts as a product photo", () => {
  it.each([
    ["a JPEG", JPEG, "jpeg"],
    ["a PNG", PNG, "png"],
    ["a WebP", WEBP, "webp"],
    ["a GIF", GIF, null],
    ["text", TEXT, null],
    ["a RIFF that is not WebP (WAV)", WAV, null],
    ["a PNG cut short", PNG.slice(0, 4), null],
    ["nothing", new Uint8Array(), null],
  ] as const)("recognises %s by its first bytes", (_what, head, type) => {
    expect(sniffPhotoType(head)).toBe(type);
  });

  it.each([
    ["a JPEG of exactly 5 MB", JPEG, MAX_PHOTO_BYTES, { ok: true, type: "jpeg" }],
    ["a WebP of 1 byte over 5 MB", WEBP, MAX_PHOTO_BYTES + 1, { ok: false, error: "size" }],
    ["a small GIF", GIF, 1_000, { ok: false, error: "type" }],
    ["a 6 MB text file (the type is told first)", TEXT, 6 * 1024 * 1024, { ok: false, error: "type" }],
  ] as const)("decides on %s before anything is stored", (_what, head, size, verdict) => {
    expect(checkPhoto({ size, head })).toEqual(verdict);
  });

  it.each([
    ["an untouched file input (empty, nameless file)", new File([], ""), false],
    ["a chosen file", new File([JPEG], "foto.jpg"), true],
    ["a text field", "foto.jpg", false],
    ["no field", null, false],
  ] as const)("tells whether a form brought a photo: %s", (_what, value, chosen) => {
    expect(isPhotoChosen(value)).toBe(chosen);
  });
});

describe("the messages of a refused photo", () => {
  it("has a message in Portuguese for every way a photo can be refused", () => {
    expect(Object.keys(messages.companyProducts.photo).sort()).toEqual([...PHOTO_ERRORS].sort());
    expect(messages.companyProducts.photo).toMatchObject({
      type: "Envie uma foto JPEG, PNG ou WebP.",
      size: "A foto deve ter até 5 MB.",
    });
  });
});

describe("where a product photo is stored", () => {
  it("names it <store>/<product>-<random>.webp, the store's folder first", () => {
    expect(photoObjectName("loja-1", "produto-2", "a1b2")).toBe("loja-1/produto-2-a1b2.webp");
  });

  it.each([["../x"], ["a/b"], [""], ["a b"]])("refuses a name part like %j", (part) => {
    expect(() => photoObjectName(part, "p", "r")).toThrow();
    expect(() => photoObjectName("s", part, "r")).toThrow();
  });

  const prefix = "http://127.0.0.1:54321/storage/v1/object/public/produtos/";
  it.each([
    ["a photo of the bucket", `${prefix}loja-1/produto-2-a1b2.webp`, "loja-1/produto-2-a1b2.webp"],
    ["with a query string", `${prefix}loja-1/p-r.webp?v=2`, "loja-1/p-r.webp"],
    ["a drawn placeholder", "/images/products/pao-frances.webp", null],
    ["another bucket", "http://127.0.0.1:54321/storage/v1/object/public/outro/loja-1/p-r.webp", null],
    ["another project", "https://outro.supabase.co/storage/v1/object/public/produtos/loja-1/p-r.webp", null],
    ["a climb out of the folder", `${prefix}loja-1/..%2F..%2Fx.webp`, null],
    ["a file that is not WebP", `${prefix}loja-1/p-r.png`, null],
  ])("finds the object behind a URL: %s", (_what, url, name) => {
    expect(photoObjectNameFromUrl(url, prefix)).toBe(name);
  });
});
