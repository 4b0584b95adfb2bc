import { describe, expect, it } from "vitest";

import {
  AD_IMAGES,
  adImageName,
  safeTargetUrl,
  validateAdForm,
  type AdFormValues,
} from "@/lib/advertiser/ad-form";
import messages from "@/messages/pt-BR.json";

const valid: AdFormValues = {
  campaignId: "11111111-1111-4111-8111-111111111111",
  title: "Pizza em dobro",
  description: "",
  image: "/images/ads/pizza-em-dobro.webp",
  url: "https://marca.example/pizza?utm_source=vitrine",
};

describe("an ad's target URL: only http(s), as the click route will use it", () => {
  it.each([
    ["https://marca.example/oferta", "https://marca.example/oferta"],
    ["  http://marca.example  ", "http://marca.example/"],
    ["HTTPS://Marca.Example/Oferta", "https://marca.example/Oferta"],
    ["javascript:alert(1)", null],
    ["data:text/html,<b>oi</b>", null],
    ["ftp://marca.example/arquivo", null],
    ["/pagina-interna", null],
    ["//marca.example", null],
    ["https://localhost/oferta", null],
    ["https://usuario:senha@marca.example", null],
    ["https://marca.example/com espaço", null],
    [`https://marca.example/${"a".repeat(500)}`, null],
  ])("%s -> %s", (text, url) => {
    expect(safeTargetUrl(text)).toBe(url);
  });
});

describe("'Novo anúncio' rules: title, a picture or a text, the URL", () => {
  it("saves a picture ad without text", () => {
    expect(validateAdForm(valid)).toEqual({
      ok: true,
      draft: { ...valid, image: "/images/ads/pizza-em-dobro.webp" },
    });
  });

  it("saves a text ad (no picture) as image null", () => {
    const result = validateAdForm({ ...valid, image: "", description: "Entrega grátis hoje." });
    expect(result).toMatchObject({ ok: true, draft: { image: null, description: "Entrega grátis hoje." } });
  });

  it.each([
    ["no campaign", { campaignId: "" }, { campaignId: "campaignRequired" }],
    ["a blank title", { title: " " }, { title: "titleRequired" }],
    ["a title of 61 characters", { title: "x".repeat(61) }, { title: "titleTooLong" }],
    ["a text of 141 characters", { description: "x".repeat(141) }, { description: "descriptionTooLong" }],
    ["neither picture nor text", { image: "" }, { description: "textOrImage" }],
    [
      "a picture from outside the gallery",
      { image: "https://evil.example/x.svg" },
      { image: "imageInvalid" },
    ],
    ["no URL", { url: "" }, { url: "urlRequired" }],
    ["a javascript: URL", { url: "javascript:alert(1)" }, { url: "urlInvalid" }],
  ])("refuses %s", (_label, change, errors) => {
    expect(validateAdForm({ ...valid, ...change })).toEqual({ ok: false, errors });
  });
});

describe("an ad picture's name, its label in the form", () => {
  it.each([
    ["/images/ads/frete-gratis.webp", "frete-gratis"],
    ["/images/ads/caldos-de-inverno.webp", "caldos-de-inverno"],
    ["/images/ads/prato-do-dia.png", "prato-do-dia"],
  ])("%s is %s", (image, name) => {
    expect(adImageName(image)).toBe(name);
  });

  it.each(AD_IMAGES)("%s has its label in advertiserAds.form.images", (image) => {
    const labels: Record<string, string> = messages.advertiserAds.form.images;
    expect(labels[adImageName(image)]).toEqual(expect.any(String));
  });
});
