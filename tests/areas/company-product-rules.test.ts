import { describe, expect, it } from "vitest";

import {
  parsePriceCents,
  priceText,
  productFormValues,
  productFormValuesOf,
  productRow,
  validateProductForm,
  type ProductFormValues,
} from "@/lib/company/product-form";
import { productWriteError } from "@/lib/company/product-writes";
import { storeApprovalBanner } from "@/lib/company/store-approval";
import messages from "@/messages/pt-BR.json";

const LANCHES = "c73cfdef-6b7f-405a-a0e1-0c6ea8a2d7aa";
const valid: ProductFormValues = {
  nome: "Broa de fubá",
  descricao: "",
  preco: "6,50",
  categoria: LANCHES,
  disponivel: "true",
  destaque: "false",
};

describe("a price as a Brazilian types it, in exact cents", () => {
  it.each<[string, ReturnType<typeof parsePriceCents>]>([
    ["12", { ok: true, cents: 1200 }],
    ["12,9", { ok: true, cents: 1290 }],
    ["12,90", { ok: true, cents: 1290 }],
    ["0,10", { ok: true, cents: 10 }],
    ["1.234,56", { ok: true, cents: 123456 }],
    ["1.234", { ok: true, cents: 123400 }],
    ["12.5", { ok: true, cents: 1250 }],
    ["12.50", { ok: true, cents: 1250 }],
    ["R$ 7,90", { ok: true, cents: 790 }],
    [" 7,90 ", { ok: true, cents: 790 }],
    ["0,29", { ok: true, cents: 29 }], // 0.29 is not exact in binary: cents come from the digits
    ["", { ok: false, error: "priceRequired" }],
    ["   ", { ok: false, error: "priceRequired" }],
    ["12,999", { ok: false, error: "priceCents" }],
    ["doze", { ok: false, error: "priceInvalid" }],
    ["-5", { ok: false, error: "priceInvalid" }],
    ["12,", { ok: false, error: "priceInvalid" }],
    ["1,234,56", { ok: false, error: "priceInvalid" }],
    ["12.3.4", { ok: false, error: "priceInvalid" }],
  ])("%j", (text, expected) => {
    expect(parsePriceCents(text)).toEqual(expected);
  });

  it.each([
    [7.5, "7,50"],
    [12, "12,00"],
    [0.29, "0,29"],
  ])("the stored price %s reads %s in the form", (price, text) => {
    expect(priceText(price)).toBe(text);
  });
});

describe("the product form's rules (messages are keys of companyProducts.form.errors)", () => {
  it.each<[string, Partial<ProductFormValues>, Record<string, string>]>([
    ["a blank name", { nome: "  " }, { nome: "nameRequired" }],
    ["a name over 120 characters", { nome: "x".repeat(121) }, { nome: "nameTooLong" }],
    [
      "a description over 1000 characters",
      { descricao: "x".repeat(1001) },
      { descricao: "descriptionTooLong" },
    ],
    ["a price of zero", { preco: "0,00" }, { preco: "pricePositive" }],
    ["a price past numeric(10, 2)", { preco: "100.000.000,00" }, { preco: "priceTooHigh" }],
    ["a price with three decimals", { preco: "1,999" }, { preco: "priceCents" }],
    ["no category", { categoria: "" }, { categoria: "categoryRequired" }],
    ["a forged switch value", { destaque: "sim" }, { destaque: "invalid" }],
  ])("refuses %s", (_name, change, errors) => {
    expect(validateProductForm({ ...valid, ...change })).toEqual({ ok: false, fieldErrors: errors });
  });

  it("accepts the largest price the column holds and trims the name", () => {
    const parsed = validateProductForm({ ...valid, nome: "  Broa  ", preco: "99.999.999,99" });
    expect(parsed).toMatchObject({ ok: true, data: { nome: "Broa", preco: 99999999.99 } });
  });

  it("every error key has its Portuguese message", () => {
    const keys = [
      "nameRequired",
      "nameTooLong",
      "descriptionTooLong",
      "priceRequired",
      "priceInvalid",
    ].concat(["priceCents", "pricePositive", "priceTooHigh", "categoryRequired", "invalid"]);
    for (const key of keys) expect(messages.companyProducts.form.errors).toHaveProperty(key);
  });

  it("writes the produtos columns: a blank description is null, the switches are booleans", () => {
    const parsed = validateProductForm(valid);
    if (!parsed.ok) throw new Error("the valid form was refused");
    expect(productRow(parsed.data)).toEqual({
      nome: "Broa de fubá",
      descricao: null,
      preco: 6.5,
      categoria_id: LANCHES,
      disponivel: true,
      destaque: false,
    });
  });

  it("reads the fields of a FormData and starts from a product's own values", () => {
    const data = new FormData();
    for (const [field, value] of Object.entries(valid)) data.set(field, value);
    data.set("extra", "ignored");
    expect(productFormValuesOf(data)).toEqual(valid);
    expect(productFormValues()).toMatchObject({ preco: "", disponivel: "true", destaque: "false" });
    const product = {
      name: "Sonho",
      description: "",
      price: 7.9,
      categoryId: LANCHES,
      available: false,
      featured: true,
    };
    expect(productFormValues(product)).toEqual({
      nome: "Sonho",
      descricao: "",
      preco: "7,90",
      categoria: LANCHES,
      disponivel: "false",
      destaque: "true",
    });
  });
});

describe("the database's answer as the owner reads it", () => {
  it.each<[string, { code?: string; message?: string }, string]>([
    ["the plan's limit trigger", { code: "P0001", message: "limite_produtos_plano" }, "planLimit"],
    ["another raised exception", { code: "P0001", message: "outra_regra" }, "unexpected"],
    ["RLS refusing the new row", { code: "42501" }, "forbidden"],
    ["a deleted category", { code: "23503" }, "invalid"],
    ["a check constraint", { code: "23514" }, "invalid"],
    ["a malformed uuid", { code: "22P02" }, "invalid"],
    ["a number out of range", { code: "22003" }, "invalid"],
    ["a network failure", {}, "unexpected"],
  ])("%s -> %s", (_name, error, key) => {
    expect(productWriteError(error)).toBe(key);
    expect(messages.companyProducts.errors).toHaveProperty(key);
  });

  it("the plan-limit message names the limit", () => {
    expect(messages.companyProducts.errors.planLimit).toContain("{limit}");
  });
});

describe("the approval banner of the company area", () => {
  it.each<[string, string | null, string | null, ReturnType<typeof storeApprovalBanner>]>([
    ["an owner of a pending store", "pendente", "dono", "pending"],
    ["an owner of a rejected store", "rejeitada", "dono", "rejected"],
    ["an owner of an approved store", "aprovada", "dono", null],
    ["a courier of a pending store", "pendente", "entregador", null],
    ["an account without a store", null, null, null],
  ])("%s -> %s", (_name, status, role, banner) => {
    expect(storeApprovalBanner(status ? { status } : null, role)).toBe(banner);
  });
});
