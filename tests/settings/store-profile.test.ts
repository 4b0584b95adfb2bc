import { describe, expect, it } from "vitest";

import { companySchema } from "@/lib/catalog/types";
import { companies, DEMO_COMPANY_ID } from "@/fixtures/companies";
import {
  toProfileDraft,
  validateStoreProfile,
  type ProfileErrors,
  type StoreProfileDraft,
} from "@/lib/settings/store-profile";

const demo = companies.find((company) => company.id === DEMO_COMPANY_ID)!;
const draft = (overrides: Partial<StoreProfileDraft> = {}) => ({ ...toProfileDraft(demo), ...overrides });

describe("the store profile form starts from the company (product.md §3 Company)", () => {
  it("splits the delivery time range and writes the fee with a comma", () => {
    expect(draft()).toMatchObject({ deliveryFee: "4,99", deliveryTimeMin: "20", deliveryTimeMax: "30" });
  });

  it("saving the untouched form gives back the same company fields", () => {
    const result = validateStoreProfile(draft());
    expect(result.ok && result.data).toEqual({
      name: demo.name,
      description: demo.description,
      phone: demo.phone,
      whatsapp: demo.whatsapp,
      instagram: demo.instagram,
      email: demo.email,
      address: demo.address,
      deliveryFee: demo.deliveryFee,
      deliveryTime: demo.deliveryTime,
    });
    expect(result.ok && companySchema.safeParse({ ...demo, ...result.data }).success).toBe(true);
  });
});

describe("store profile validation, errors as message keys", () => {
  it.each<[string, Partial<StoreProfileDraft>, ProfileErrors]>([
    ["blank name", { name: "  " }, { name: "nameRequired" }],
    ["short description", { description: "Pães" }, { description: "descriptionTooShort" }],
    ["phone with too few digits", { phone: "3224-5678" }, { phone: "phoneInvalid" }],
    ["whatsapp with letters", { whatsapp: "whats" }, { whatsapp: "whatsappInvalid" }],
    ["instagram with spaces", { instagram: "@pão quente" }, { instagram: "instagramInvalid" }],
    ["e-mail without domain", { email: "contato@" }, { email: "emailInvalid" }],
    ["CEP with 7 digits", { zipCode: "3013-0151" }, { zipCode: "zipCodeInvalid" }],
    ["unknown state", { state: "XX" }, { state: "stateInvalid" }],
    ["negative fee", { deliveryFee: "-1" }, { deliveryFee: "deliveryFeeInvalid" }],
    ["fee with three decimals", { deliveryFee: "4,999" }, { deliveryFee: "deliveryFeeInvalid" }],
    ["delivery time not a number", { deliveryTimeMin: "vinte" }, { deliveryTimeMin: "deliveryTimeInvalid" }],
    [
      "delivery range upside down",
      { deliveryTimeMin: "40", deliveryTimeMax: "30" },
      { deliveryTimeMax: "deliveryTimeRange" },
    ],
    [
      "delivery range of zero width",
      { deliveryTimeMin: "30", deliveryTimeMax: "30" },
      { deliveryTimeMax: "deliveryTimeRange" },
    ],
    ["over three hours", { deliveryTimeMax: "240" }, { deliveryTimeMax: "deliveryTimeInvalid" }],
  ])("%s", (_, overrides, errors) => {
    const result = validateStoreProfile(draft(overrides));
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it.each<[Partial<StoreProfileDraft>, Record<string, unknown>]>([
    [{ instagram: "padariapaoquente" }, { instagram: "@padariapaoquente" }],
    [{ zipCode: "30130151" }, { address: expect.objectContaining({ zipCode: "30130-151" }) }],
    [{ state: "mg" }, { address: expect.objectContaining({ state: "MG" }) }],
    [{ deliveryFee: "0" }, { deliveryFee: 0 }],
    [{ deliveryFee: "7.5" }, { deliveryFee: 7.5 }],
    [{ deliveryTimeMin: "35", deliveryTimeMax: "45" }, { deliveryTime: "35-45 min" }],
  ])("normalises %j", (overrides, expected) => {
    const result = validateStoreProfile(draft(overrides));
    expect(result.ok && result.data).toMatchObject(expected);
  });
});
