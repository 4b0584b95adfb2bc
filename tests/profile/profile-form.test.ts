import { describe, expect, it } from "vitest";

import { validateProfile } from "@/lib/profile/profile-form";

const valid = { name: "Ana Souza", displayName: "Ana", phone: "(31) 98765-4321" };

describe("'Dados pessoais' validation", () => {
  it.each([
    { name: "valid data", values: valid, errors: {} },
    { name: "blank phone is allowed", values: { ...valid, phone: "  " }, errors: {} },
    {
      name: "blank display name is allowed (the e-mail's first part shows)",
      values: { ...valid, displayName: " " },
      errors: {},
    },
    { name: "landline with area code", values: { ...valid, phone: "31 3224-5678" }, errors: {} },
    { name: "blank name", values: { ...valid, name: "   " }, errors: { name: "nameRequired" } },
    {
      name: "name over 80 characters",
      values: { ...valid, name: "a".repeat(81) },
      errors: { name: "nameTooLong" },
    },
    {
      name: "display name over 60 characters",
      values: { ...valid, displayName: "a".repeat(61) },
      errors: { displayName: "displayNameTooLong" },
    },
    {
      name: "phone without area code",
      values: { ...valid, phone: "98765-4321" },
      errors: { phone: "phoneInvalid" },
    },
    {
      name: "phone starting with 0",
      values: { ...valid, phone: "031 98765-432" },
      errors: { phone: "phoneInvalid" },
    },
    {
      name: "all wrong",
      values: { name: "", displayName: "x".repeat(61), phone: "12" },
      errors: { name: "nameRequired", displayName: "displayNameTooLong", phone: "phoneInvalid" },
    },
  ])("$name", ({ values, errors }) => {
    const result = validateProfile(values);
    expect("errors" in result ? result.errors : {}).toEqual(errors);
  });

  it("trims what it saves and writes the phone as (DD) NNNNN-NNNN", () => {
    expect(validateProfile({ name: "  Ana  ", displayName: " Aninha ", phone: "31987654321" })).toEqual({
      data: { name: "Ana", displayName: "Aninha", phone: "(31) 98765-4321" },
    });
  });
});
