import { z } from "zod";

import { fieldErrorsOf } from "@/lib/forms/field-errors";

/** The same bounds as the produtos table's checks (supabase/migrations/20250701120100_produtos.sql). */
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 1000;
/** numeric(10, 2): eight digits before the comma. */
export const PRODUCT_PRICE_MAX_CENTS = 9_999_999_999;

// "12", "12,5", "1.234,56", "R$ 7,90": a comma is the decimal mark, dots group thousands.
const BRAZILIAN = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
// "12.5" or "12.50": a lone dot with one or two digits after it is the decimal mark a phone keypad offers.
const DOTTED = /^(\d+)\.(\d{1,2})$/;

export type PriceParse =
  { ok: true; cents: number } | { ok: false; error: "priceRequired" | "priceInvalid" | "priceCents" };

/** A price as a Brazilian types it, in whole cents (exact: never through a float). */
export function parsePriceCents(text: string): PriceParse {
  const cleaned = text.replace(/^\s*R\$\s*/i, "").replace(/\s+/g, "");
  if (cleaned === "") return { ok: false, error: "priceRequired" };
  const match = BRAZILIAN.exec(cleaned) ?? DOTTED.exec(cleaned);
  if (!match) return { ok: false, error: "priceInvalid" };
  const whole = (match[1] ?? "").replaceAll(".", "");
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, error: "priceCents" };
  return { ok: true, cents: Number(whole) * 100 + Number(fraction.padEnd(2, "0")) };
}

/** The price field's text for a stored price: 7.5 reads "7,50". */
export function priceText(price: number): string {
  return (Math.round(price * 100) / 100).toFixed(2).replace(".", ",");
}

const flag = z.enum(["true", "false"], { error: "invalid" }).transform((value) => value === "true");

/** Keys of companyProducts.form.errors: translated where they are shown. */
export const productFormSchema = z.object({
  nome: z.string().trim().min(1, "nameRequired").max(PRODUCT_NAME_MAX, "nameTooLong"),
  descricao: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, "descriptionTooLong"),
  preco: z.string().transform((text, context) => {
    const parsed = parsePriceCents(text);
    if (!parsed.ok) {
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    if (parsed.cents <= 0) {
      context.addIssue({ code: "custom", message: "pricePositive" });
      return z.NEVER;
    }
    if (parsed.cents > PRODUCT_PRICE_MAX_CENTS) {
      context.addIssue({ code: "custom", message: "priceTooHigh" });
      return z.NEVER;
    }
    return parsed.cents / 100;
  }),
  categoria: z.uuid({ error: "categoryRequired" }),
  disponivel: flag,
  destaque: flag,
});

export type ProductFormField = keyof z.input<typeof productFormSchema>;
export const PRODUCT_FORM_FIELDS = Object.keys(productFormSchema.shape) as ProductFormField[];
/** What the form holds: every field as typed text ("true"/"false" for the switches). */
export type ProductFormValues = Record<ProductFormField, string>;
export type ProductFormData = z.output<typeof productFormSchema>;
/** One message per field; `foto` is the photo file, checked on the server. */
export type ProductFormErrors = Partial<Record<ProductFormField | "foto", string>>;

export type ProductFormResult =
  { ok: true; data: ProductFormData } | { ok: false; fieldErrors: ProductFormErrors };

export function validateProductForm(values: unknown): ProductFormResult {
  const parsed = productFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf<ProductFormField>(parsed.error.issues) };
}

/** The form's fields out of a submitted FormData (anything missing reads as empty). */
export function productFormValuesOf(formData: FormData): ProductFormValues {
  const values = {} as ProductFormValues;
  for (const field of PRODUCT_FORM_FIELDS) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export type EditableProduct = {
  name: string;
  description: string;
  price: number;
  categoryId: string;
  available: boolean;
  featured: boolean;
};

/** The form's starting values: the product's own for Editar, blanks (available) for a new one. */
export function productFormValues(product?: EditableProduct): ProductFormValues {
  return {
    nome: product?.name ?? "",
    descricao: product?.description ?? "",
    preco: product ? priceText(product.price) : "",
    categoria: product?.categoryId ?? "",
    disponivel: String(product?.available ?? true),
    destaque: String(product?.featured ?? false),
  };
}

/** The produtos columns the form writes; a blank description is stored as null. */
export function productRow(data: ProductFormData) {
  return {
    nome: data.nome,
    descricao: data.descricao || null,
    preco: data.preco,
    categoria_id: data.categoria,
    disponivel: data.disponivel,
    destaque: data.destaque,
  };
}
