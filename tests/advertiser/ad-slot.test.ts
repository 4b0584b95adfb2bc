import { describe, expect, it } from "vitest";

import { adClickHref, adImpressionUrl, adsOf, pickAd } from "@/lib/advertiser/ad-slot";

const AD = { id: "bf14a7eb-183f-432e-9b7d-d5550af9c472", title: "Pizza", description: "", image: null };

describe("the home's ad slot, in the browser", () => {
  it.each([
    ["a list of ads", { ads: [AD] }, [AD]],
    ["no ads", { ads: [] }, []],
    ["an error body", { error: "x" }, []],
    ["null", null, []],
    ["an ad with a foreign picture", { ads: [{ ...AD, image: "https://evil.example/x.png" }] }, []],
    ["an ad whose id is not a uuid", { ads: [{ ...AD, id: "../../admin" }] }, []],
  ])("reads %s from /api/anuncios", (_label, body, ads) => {
    expect(adsOf(body)).toEqual(ads);
  });

  it.each([
    [0, "a"],
    [0.34, "b"],
    [0.99, "c"],
    [1, "c"],
  ])("draws one ad per page view (random %d -> %s)", (random, picked) => {
    expect(pickAd(["a", "b", "c"], random)).toBe(picked);
  });

  it("draws nothing from no ads (the promotion stays)", () => {
    expect(pickAd([], 0.5)).toBeNull();
  });

  it("links through the counting route with the page view, never to a URL of its own", () => {
    expect(adClickHref(AD.id, "v-1")).toBe(`/api/anuncios/${AD.id}/clique?v=v-1`);
    expect(adImpressionUrl(AD.id, "v-1")).toBe(`/api/anuncios/${AD.id}/impressao?v=v-1`);
  });
});
