import { describe, expect, it } from "vitest";

import { validateProfile } from "@/components/profile/profile-form";

const valid = { name: "Ana Souza", email: "ana@example.com", phone: "(31) 98765-4321" };

describe("profile form validation", () => {
  it.each([
    { name: "valid data", values: valid, errors: {} },
    { name: "blank phone is allowed", values: { ...valid, phone: "  " }, errors: {} },
    { name: "landline with area code", values: { ...valid, phone: "31 3224-5678" }, errors: {} },
    { name: "blank name", values: { ...valid, name: "   " }, errors: { name: "nameRequired" } },
    { name: "bad e-mail", values: { ...valid, email: "ana@" }, errors: { email: "emailInvalid" } },
    {
      name: "phone without area code",
      values: { ...valid, phone: "98765-4321" },
      errors: { phone: "phoneInvalid" },
    },
    {
      name: "all wrong",
      values: { name: "", email: "x", phone: "12" },
      errors: { name: "nameRequired", email: "emailInvalid", phone: "phoneInvalid" },
    },
  ])("$name", ({ values, errors }) => {
    const result = validateProfile(values);
    expect("errors" in result ? result.errors : {}).toEqual(errors);
  });

  it("trims what it saves", () => {
    expect(validateProfile({ ...valid, name: "  Ana  " })).toEqual({ data: { ...valid, name: "Ana" } });
  });
});
