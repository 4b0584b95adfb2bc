import { describe, expect, it } from "vitest";

import { addressWriteError } from "@/lib/customers/address-writes";
import {
  addressDraftOf,
  addressFromRow,
  enderecoWriteOf,
  maskCep,
  placeLine,
  streetLine,
  validateAddress,
  type AddressDraft,
} from "@/lib/customers/addresses";
import messages from "@/messages/pt-BR.json";
import { SAVED_HOME } from "@/tests/support/sample-addresses";

const valid: AddressDraft = addressDraftOf(SAVED_HOME);
const long = (length: number) => "a".repeat(length);

describe("the address form's rule (checkout's 'Novo endereço' and the profile)", () => {
  it.each([
    { name: "a complete address", change: {}, errors: {} },
    { name: "the label is required", change: { label: "  " }, errors: { label: "labelRequired" } },
    { name: "a label of 40 characters", change: { label: long(40) }, errors: {} },
    { name: "a label of 41 characters", change: { label: long(41) }, errors: { label: "labelTooLong" } },
    { name: "the street is required", change: { street: "" }, errors: { street: "streetRequired" } },
    { name: "a street of 120 characters", change: { street: long(120) }, errors: {} },
    {
      name: "a street of 121 characters",
      change: { street: long(121) },
      errors: { street: "streetTooLong" },
    },
    { name: "the number is required", change: { number: " " }, errors: { number: "numberRequired" } },
    { name: "'s/n' is a number", change: { number: "s/n" }, errors: {} },
    { name: "a number of 11 characters", change: { number: long(11) }, errors: { number: "numberTooLong" } },
    { name: "no complement", change: { complement: "" }, errors: {} },
    { name: "a complement of 60", change: { complement: long(60) }, errors: {} },
    {
      name: "a complement of 61",
      change: { complement: long(61) },
      errors: { complement: "complementTooLong" },
    },
    {
      name: "the neighbourhood is required",
      change: { neighborhood: "" },
      errors: { neighborhood: "neighborhoodRequired" },
    },
    {
      name: "a neighbourhood of 61",
      change: { neighborhood: long(61) },
      errors: { neighborhood: "neighborhoodTooLong" },
    },
    { name: "the city is required", change: { city: "" }, errors: { city: "cityRequired" } },
    { name: "a city of 61", change: { city: long(61) }, errors: { city: "cityTooLong" } },
    { name: "a UF in lower case", change: { state: "sp" }, errors: {} },
    { name: "DF is a UF", change: { state: "DF" }, errors: {} },
    { name: "no UF chosen", change: { state: "" }, errors: { state: "stateInvalid" } },
    { name: "'XX' is no UF", change: { state: "XX" }, errors: { state: "stateInvalid" } },
    { name: "a CEP typed 00000-000", change: { zipCode: "01310-100" }, errors: {} },
    { name: "a CEP typed as 8 digits", change: { zipCode: "01310100" }, errors: {} },
    { name: "a CEP of 7 digits", change: { zipCode: "0131010" }, errors: { zipCode: "zipCodeInvalid" } },
    { name: "a CEP of 9 digits", change: { zipCode: "013101000" }, errors: { zipCode: "zipCodeInvalid" } },
    { name: "a CEP with letters", change: { zipCode: "01310-10a" }, errors: { zipCode: "zipCodeInvalid" } },
    { name: "no CEP", change: { zipCode: "" }, errors: { zipCode: "zipCodeInvalid" } },
    {
      name: "everything missing: one message per field",
      change: { label: "", street: "", number: "", neighborhood: "", city: "", state: "", zipCode: "" },
      errors: {
        label: "labelRequired",
        street: "streetRequired",
        number: "numberRequired",
        neighborhood: "neighborhoodRequired",
        city: "cityRequired",
        state: "stateInvalid",
        zipCode: "zipCodeInvalid",
      },
    },
  ])("$name", ({ change, errors }) => {
    const result = validateAddress({ ...valid, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it("every message the rule can give is in the addresses catalogue", () => {
    const keys = Object.keys(messages.addresses.errors);
    for (const key of ["labelRequired", "labelTooLong", "streetRequired", "streetTooLong", "numberRequired"])
      expect(keys).toContain(key);
    for (const key of ["numberTooLong", "complementTooLong", "neighborhoodRequired", "neighborhoodTooLong"])
      expect(keys).toContain(key);
    for (const key of ["cityRequired", "cityTooLong", "stateInvalid", "zipCodeInvalid"])
      expect(keys).toContain(key);
  });

  it("stores the CEP as 00000-000, the UF in capitals, the text trimmed and an empty complement as null", () => {
    const result = validateAddress({
      ...valid,
      label: "  Trabalho ",
      complement: "   ",
      state: " rj ",
      zipCode: " 20040002 ",
    });
    expect(result).toEqual({
      ok: true,
      data: { ...valid, label: "Trabalho", complement: null, state: "RJ", zipCode: "20040-002" },
    });
  });

  it("refuses anything that is not a form's values", () => {
    expect(validateAddress(null).ok).toBe(false);
    expect(validateAddress({ ...valid, zipCode: 30130140 }).ok).toBe(false);
  });
});

describe("the CEP as it is typed", () => {
  it.each([
    ["", ""],
    ["3", "3"],
    ["30130", "30130"],
    ["301301", "30130-1"],
    ["30130140", "30130-140"],
    ["30130-140", "30130-140"],
    ["30.130-140", "30130-140"],
    ["301301409", "30130-140"],
    ["abc", ""],
  ])("%j reads %j", (typed, shown) => {
    expect(maskCep(typed)).toBe(shown);
  });
});

describe("an address row and the screens' address", () => {
  const row = {
    id: "77ffcccd-2789-4631-813b-7b4002be981a",
    rotulo: "Casa",
    logradouro: "Rua Paraíba",
    numero: "575",
    complemento: null,
    bairro: "Funcionários",
    cidade: "Belo Horizonte",
    uf: "MG",
    cep: "30130-140",
    padrao: true,
  };

  it("reads a row, and the form starts from it (an absent complement as an empty field)", () => {
    const address = addressFromRow(row);
    expect(address).toEqual({
      id: row.id,
      label: "Casa",
      street: "Rua Paraíba",
      number: "575",
      complement: null,
      neighborhood: "Funcionários",
      city: "Belo Horizonte",
      state: "MG",
      zipCode: "30130-140",
      isDefault: true,
    });
    expect(addressDraftOf(address)).toEqual({ ...valid, complement: "" });
  });

  it("writes only the customer's columns (never the owner, never the default)", () => {
    const result = validateAddress(valid);
    if (!result.ok) throw new Error("valid address refused");
    expect(enderecoWriteOf(result.data)).toEqual({
      rotulo: "Casa",
      logradouro: "Rua Paraíba",
      numero: "575",
      complemento: "apto 802",
      bairro: "Funcionários",
      cidade: "Belo Horizonte",
      uf: "MG",
      cep: "30130-140",
    });
  });

  it.each([
    [{ complement: "apto 802" }, "Rua Paraíba, 575, apto 802"],
    [{ complement: null }, "Rua Paraíba, 575"],
  ])("reads the street line with %j as %j", (change, line) => {
    expect(streetLine({ street: "Rua Paraíba", number: "575", ...change })).toBe(line);
  });

  it("reads the place line", () => {
    expect(placeLine(valid)).toBe("Funcionários, Belo Horizonte - MG, 30130-140");
  });
});

describe("what the database's answer to an address write means", () => {
  it.each([
    [{ code: "P0001", message: "limite_enderecos" }, "limit"],
    [{ code: "42501", message: "new row violates row-level security policy" }, "refused"],
    [{ code: "23514", message: "enderecos_cep_check" }, "invalid"],
    [{ code: "22P02", message: "invalid input syntax for type uuid" }, "invalid"],
    [{ code: "P0001", message: "outra_coisa" }, "unexpected"],
    [{ code: "", message: "TypeError: fetch failed" }, "unexpected"],
  ])("%j is %s", (error, expected) => {
    expect(addressWriteError(error)).toBe(expected);
  });
});
