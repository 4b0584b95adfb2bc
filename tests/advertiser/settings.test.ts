import { describe, expect, it } from "vitest";

import { validateAdvertiserSettings, type AdvertiserSettings } from "@/lib/advertiser/settings";

const valid: AdvertiserSettings = {
  companyName: "Agência Brilho",
  contactName: "Marina Costa",
  email: "anunciante@vitrine.example",
  phone: "(31) 3245-1020",
  website: "https://agenciabrilho.example",
  notifications: { weeklyReport: true, budgetAlerts: true, campaignEnd: false, invoices: true, tips: false },
};

describe("advertiser settings validation (Portuguese field errors)", () => {
  it("accepts the sample account and trims what it keeps", () => {
    expect(validateAdvertiserSettings({ ...valid, companyName: "  Agência Brilho " })).toEqual({
      data: valid,
    });
  });

  it.each([
    ["companyName", "", "companyNameRequired"],
    ["companyName", " A ", "companyNameRequired"],
    ["companyName", "x".repeat(81), "companyNameTooLong"],
    ["contactName", "", "contactNameRequired"],
    ["contactName", "y".repeat(81), "contactNameTooLong"],
    ["email", "", "emailInvalid"],
    ["email", "marina@", "emailInvalid"],
    ["phone", "", "phoneInvalid"],
    ["phone", "3245-1020", "phoneInvalid"],
    ["phone", "(31) 9 9999-88887", "phoneInvalid"],
    ["website", "agenciabrilho", "websiteInvalid"],
    ["website", "ftp://agenciabrilho.example", "websiteInvalid"],
    ["website", "https://localhost", "websiteInvalid"],
  ] as const)("%s %j -> %s", (field, value, error) => {
    expect(validateAdvertiserSettings({ ...valid, [field]: value })).toEqual({ errors: { [field]: error } });
  });

  it.each([
    ["phone", "31999998888"],
    ["phone", "(31) 99999-8888"],
    ["website", ""],
    ["website", "http://brilho.com.br/contato"],
  ] as const)("%s %j is accepted", (field, value) => {
    expect(validateAdvertiserSettings({ ...valid, [field]: value })).toHaveProperty("data");
  });

  it("reports every wrong field at once", () => {
    const result = validateAdvertiserSettings({ ...valid, companyName: "", email: "x", phone: "1" });
    expect(result).toEqual({
      errors: { companyName: "companyNameRequired", email: "emailInvalid", phone: "phoneInvalid" },
    });
  });
});
