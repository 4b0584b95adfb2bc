import { describe, expect, it } from "vitest";

import { CATEGORY_IDS } from "@/fixtures/ids";
import { newCompanySchema } from "@/lib/admin/new-company-form";
import { validateWith } from "@/lib/forms/field-errors";

const valid = {
  ownerName: " Rita Moreira ",
  email: " rita@vitrine.example ",
  storeName: "Empório da Rita",
  phone: "3133334444",
  cep: "30140100",
  street: "Rua da Bahia, 100",
  neighborhood: "Centro",
  city: "Belo Horizonte",
  uf: "MG",
  category: CATEGORY_IDS.mercado,
};

describe("the 'Nova Empresa' form: the store as 'Cadastrar Empresa' checks it, and its owner", () => {
  it("keeps the owner trimmed and the store's phone and CEP as the sign-up stores them", () => {
    const result = validateWith(newCompanySchema, valid);
    expect("data" in result && result.data).toMatchObject({
      ownerName: "Rita Moreira",
      email: "rita@vitrine.example",
      phone: "(31) 3333-4444",
      cep: "30140-100",
    });
  });

  it.each([
    ["no owner name", { ownerName: " " }, "ownerName", "business.errors.ownerNameRequired"],
    [
      "an owner name past 80 characters",
      { ownerName: "a".repeat(81) },
      "ownerName",
      "business.errors.ownerNameMax",
    ],
    ["no e-mail", { email: "" }, "email", "errors.emailRequired"],
    ["an e-mail without a domain", { email: "rita@" }, "email", "errors.emailInvalid"],
    ["a phone without its area code", { phone: "33334444" }, "phone", "business.errors.phoneInvalid"],
    ["no category", { category: "" }, "category", "business.errors.categoryRequired"],
  ])("refuses %s, under its field", (_case, change, field, key) => {
    const result = validateWith(newCompanySchema, { ...valid, ...change });
    expect("errors" in result && result.errors).toEqual({ [field]: key });
  });
});
