import { describe, expect, it, vi } from "vitest";

import { clampQuantity } from "@/lib/cart/quantity";
import { shareOrCopy, type ShareNavigator } from "@/components/store/product-page/share";
import { categoriesPresent, filterByCategory } from "@/components/store/store-page/category-filter";
import { instagramHref, telHref, whatsappHref } from "@/components/store/store-page/contact-links";
import { deliveryFeeText } from "@/lib/orders/delivery-fee";

const names: Record<string, string> = { a: "Lanches", b: "Bebidas", c: "Açaí" };
const nameOf = (id: string) => names[id];

describe("store page category filter (product.md §2: 'Todos' plus the categories present)", () => {
  const items = [
    { id: "1", categoryId: "b" },
    { id: "2", categoryId: "a" },
    { id: "3", categoryId: "b" },
    { id: "4", categoryId: "zz" },
  ];

  it("offers each present category once, sorted by name, skipping unknown ones", () => {
    expect(categoriesPresent(items, nameOf)).toEqual([
      { id: "b", name: "Bebidas" },
      { id: "a", name: "Lanches" },
    ]);
  });

  it("offers nothing for a store without products", () => {
    expect(categoriesPresent([], nameOf)).toEqual([]);
  });

  it.each([
    [null, ["1", "2", "3", "4"]],
    ["b", ["1", "3"]],
    ["a", ["2"]],
    ["c", []],
  ])("category %s shows %j", (category, ids) => {
    expect(filterByCategory(items, category).map((item) => item.id)).toEqual(ids);
  });
});

describe("contact links", () => {
  it.each([
    ["(31) 3224-5678", "tel:+553132245678"],
    ["(31) 98812-5678", "tel:+5531988125678"],
    ["+55 31 3224-5678", "tel:+553132245678"],
  ])("phone %s dials %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("opens WhatsApp in the international form", () => {
    expect(whatsappHref("(31) 98812-5678")).toBe("https://wa.me/5531988125678");
  });

  it("links the Instagram handle without the at-sign", () => {
    expect(instagramHref("@padariapaoquente")).toBe("https://www.instagram.com/padariapaoquente/");
  });
});

describe("delivery fee (product.md §2: 'Grátis' when 0)", () => {
  it.each([
    [0, "Grátis"],
    [4.99, "R$ 4,99"],
    [10, "R$ 10,00"],
  ])("%s reads %s", (fee, text) => {
    expect(deliveryFeeText(fee, "Grátis")).toBe(text);
  });
});

describe("product quantity (product.md §5: cannot go below 1)", () => {
  it.each([
    [1, 1],
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [5, 5],
    [100, 99],
    [Number.NaN, 1],
  ])("%s becomes %s", (value, expected) => {
    expect(clampQuantity(value)).toBe(expected);
  });
});

describe("share (product.md §2: falls back to copying the link)", () => {
  const data = { title: "Pão", text: "Olha", url: "https://vitrine.example/product/1" };
  const abort = Object.assign(new Error("cancelled"), { name: "AbortError" });
  const denied = Object.assign(new Error("denied"), { name: "NotAllowedError" });

  function fakeNavigator(share?: () => Promise<void>, copy: () => Promise<void> = async () => {}) {
    const writeText = vi.fn(copy);
    const nav: ShareNavigator = { share: share && vi.fn(share), clipboard: { writeText } };
    return { nav, writeText };
  }

  it.each([
    ["shares with the Web Share API", async () => {}, "shared", false],
    ["does nothing when the user cancels the share sheet", () => Promise.reject(abort), "cancelled", false],
    ["copies when sharing fails", () => Promise.reject(denied), "copied", true],
    ["copies when the browser cannot share", undefined, "copied", true],
  ] as const)("%s", async (_, share, outcome, copied) => {
    const { nav, writeText } = fakeNavigator(share);
    expect(await shareOrCopy(data, nav)).toBe(outcome);
    expect(writeText).toHaveBeenCalledTimes(copied ? 1 : 0);
    if (copied) expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it("reports a failure when copying is refused", async () => {
    const { nav } = fakeNavigator(undefined, () => Promise.reject(denied));
    expect(await shareOrCopy(data, nav)).toBe("failed");
    expect(await shareOrCopy(data, {})).toBe("failed");
  });

  it("skips the share sheet when canShare says no", async () => {
    const { nav, writeText } = fakeNavigator(async () => {});
    nav.canShare = () => false;
    expect(await shareOrCopy(data, nav)).toBe("copied");
    expect(nav.share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalled();
  });
});
