import { describe, expect, it } from "vitest";

import { withoutErrors } from "@/lib/forms/field-errors";

type Errors = Partial<Record<"nome" | "slug" | "preco", string>>;

describe("withoutErrors: a field edited again loses its error, the others keep theirs", () => {
  it.each<[string, Errors, ("nome" | "slug" | "preco")[], Errors]>([
    [
      "one field",
      { nome: "Informe o nome.", preco: "Preço inválido." },
      ["nome"],
      { preco: "Preço inválido." },
    ],
    ["two fields at once", { nome: "a", slug: "b", preco: "c" }, ["nome", "slug"], { preco: "c" }],
    ["a field without an error", { preco: "c" }, ["nome"], { preco: "c" }],
    ["no error at all", {}, ["nome", "slug"], {}],
    ["no field", { nome: "a" }, [], { nome: "a" }],
  ])("%s", (_case, errors, fields, expected) => {
    expect(withoutErrors(errors, fields)).toEqual(expected);
  });

  it("gives back the same object when nothing changes (no render for a keystroke in a valid field)", () => {
    const errors: Errors = { preco: "c" };
    expect(withoutErrors(errors, ["nome"])).toBe(errors);
  });

  it("never changes the errors it was given", () => {
    const errors: Errors = { nome: "a", preco: "c" };
    withoutErrors(errors, ["nome"]);
    expect(errors).toEqual({ nome: "a", preco: "c" });
  });
});
