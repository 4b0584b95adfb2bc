import { describe, expect, it } from "vitest";

import type { AdminCategory } from "@/lib/admin/categories";
import {
  categoryFormValues,
  categoryRow,
  takenSlugs,
  validateCategoryForm,
  type CategoryFormValues,
} from "@/lib/admin/categories-form";
import { categoryWriteError } from "@/lib/admin/category-writes";

const valid: CategoryFormValues = {
  nome: "Papelaria",
  slug: "papelaria",
  descricao: "Cadernos, canetas e material escolar.",
  tipo: "produto",
  imagem: "/images/categorias/papelaria.webp",
};

describe("the category form (name 1-80, slug lowercase-hyphenated and unique, type, image path)", () => {
  it.each<[string, Partial<CategoryFormValues>, Record<string, string> | null]>([
    ["a complete category", {}, null],
    ["a name of exactly 80 characters", { nome: "a".repeat(80) }, null],
    ["a service without description or image", { tipo: "servico", descricao: "", imagem: "" }, null],
    ["a hyphenated slug with digits", { slug: "lanches-24h" }, null],
    ["a blank name", { nome: "   " }, { nome: "nameRequired" }],
    ["a name of 81 characters", { nome: "a".repeat(81) }, { nome: "nameTooLong" }],
    ["no slug", { slug: "" }, { slug: "slugRequired" }],
    ["an upper-case slug", { slug: "Papelaria" }, { slug: "slugInvalid" }],
    ["a slug with an accent", { slug: "farmácia" }, { slug: "slugInvalid" }],
    ["a slug with a space", { slug: "comida japonesa" }, { slug: "slugInvalid" }],
    ["a slug with a double hyphen", { slug: "comida--japonesa" }, { slug: "slugInvalid" }],
    ["a slug ending in a hyphen", { slug: "comida-" }, { slug: "slugInvalid" }],
    ["a slug of 81 characters", { slug: "a".repeat(81) }, { slug: "slugTooLong" }],
    ["another type", { tipo: "evento" }, { tipo: "tipoInvalid" }],
    ["a remote image", { imagem: "https://exemplo.com/a.png" }, { imagem: "imageInvalid" }],
    ["an image path that climbs out", { imagem: "/images/../segredo.png" }, { imagem: "imageInvalid" }],
    ["an image that is not a picture", { imagem: "/images/categorias/a.txt" }, { imagem: "imageInvalid" }],
    ["a description of 301 characters", { descricao: "a".repeat(301) }, { descricao: "descriptionTooLong" }],
    ["two bad fields at once", { nome: "", slug: "A B" }, { nome: "nameRequired", slug: "slugInvalid" }],
  ])("%s", (_label, change, errors) => {
    const result = validateCategoryForm({ ...valid, ...change });
    if (errors === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, fieldErrors: errors });
  });

  it("trims the text it keeps", () => {
    const result = validateCategoryForm({ ...valid, nome: "  Papelaria  ", slug: " papelaria " });
    expect(result).toMatchObject({ ok: true, data: { nome: "Papelaria", slug: "papelaria" } });
  });

  it("refuses a slug another category already uses, but not the category's own", () => {
    const rows = [
      { id: "1", slug: "papelaria" },
      { id: "2", slug: "bebidas" },
    ];
    expect(validateCategoryForm(valid, takenSlugs(rows))).toEqual({
      ok: false,
      fieldErrors: { slug: "slugTaken" },
    });
    expect(validateCategoryForm(valid, takenSlugs(rows, "1")).ok).toBe(true);
  });
});

describe("from the form to the categorias row and back", () => {
  it("stores blank optional text as null", () => {
    const result = validateCategoryForm({ ...valid, descricao: " ", imagem: "" });
    if (!result.ok) throw new Error("expected a valid form");
    expect(categoryRow(result.data)).toEqual({
      nome: "Papelaria",
      slug: "papelaria",
      descricao: null,
      tipo: "produto",
      imagem: null,
    });
  });

  it.each([
    [undefined, { nome: "", slug: "", descricao: "", tipo: "produto", imagem: "" }],
    [
      { tipo: "servico", descricao: null, imagem: null },
      { tipo: "servico", descricao: "", imagem: "" },
    ],
    // product.md §3: any type other than 'produto' is a service
    [{ tipo: "evento" }, { tipo: "servico" }],
  ])("starts the dialog from %j", (row, expected) => {
    const base: AdminCategory = {
      id: "1",
      nome: "X",
      slug: "x",
      descricao: "d",
      imagem: "/i.svg",
      tipo: "produto",
      ativo: true,
      destaque: false,
      productCount: 0,
    };
    const category = row ? { ...base, ...row } : undefined;
    expect(categoryFormValues(category)).toMatchObject(expected);
  });
});

describe("what the database's refusal means on screen", () => {
  it.each([
    ["23505", "duplicateSlug"],
    ["42501", "forbidden"],
    ["23514", "invalid"],
    ["22P02", "invalid"],
    ["PGRST301", "unexpected"],
    [undefined, "unexpected"],
  ])("code %s -> %s", (code, error) => {
    expect(categoryWriteError({ code })).toBe(error);
  });
});
