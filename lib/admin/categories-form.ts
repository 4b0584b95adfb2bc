import { z } from "zod";

import type { AdminCategory } from "@/lib/admin/categories";
import { fieldErrorsOf } from "@/lib/forms/field-errors";

/** product.md §3: 'produto', anything else is a service; the form offers the two the storefront knows. */
export const CATEGORY_TIPOS = ["produto", "servico"] as const;
export type CategoryTipo = (typeof CATEGORY_TIPOS)[number];

export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_SLUG_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 300;
export const CATEGORY_IMAGE_MAX = 200;

/** The same rule as the categorias.slug check constraint: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A picture under public/ (never a remote URL), like the seed's /images/categorias/bebidas.webp. */
export const IMAGE_PATH_PATTERN = /^\/(?:[a-z0-9_-]+\/)*[a-z0-9_-][a-z0-9_.-]*\.(?:svg|webp|png|jpe?g)$/;

/** Keys of adminCategories.form.errors: the messages are translated where they are shown. */
export const categoryFormSchema = z.object({
  nome: z.string().trim().min(1, "nameRequired").max(CATEGORY_NAME_MAX, "nameTooLong"),
  slug: z
    .string()
    .trim()
    .min(1, "slugRequired")
    .max(CATEGORY_SLUG_MAX, "slugTooLong")
    .regex(SLUG_PATTERN, "slugInvalid"),
  descricao: z.string().trim().max(CATEGORY_DESCRIPTION_MAX, "descriptionTooLong"),
  tipo: z.enum(CATEGORY_TIPOS, { error: "tipoInvalid" }),
  imagem: z
    .string()
    .trim()
    .max(CATEGORY_IMAGE_MAX, "imageInvalid")
    .refine((path) => path === "" || (IMAGE_PATH_PATTERN.test(path) && !path.includes("..")), "imageInvalid"),
});

export type CategoryFormField = keyof z.input<typeof categoryFormSchema>;
/** What the dialog holds: every field as typed text. */
export type CategoryFormValues = Record<CategoryFormField, string>;
export type CategoryFormData = z.output<typeof categoryFormSchema>;
export type CategoryFormErrors = Partial<Record<CategoryFormField, string>>;

export type CategoryFormResult =
  { ok: true; data: CategoryFormData } | { ok: false; fieldErrors: CategoryFormErrors };

/**
 * Validates the dialog's values; `takenSlugs` (other categories' slugs) gives the early 'slugTaken'
 * answer, while the database's unique index stays the final word (a 23505 from a concurrent insert).
 */
export function validateCategoryForm(
  values: unknown,
  takenSlugs: ReadonlySet<string> = new Set(),
): CategoryFormResult {
  const parsed = categoryFormSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, fieldErrors: fieldErrorsOf<CategoryFormField>(parsed.error.issues) };
  }
  if (takenSlugs.has(parsed.data.slug)) return { ok: false, fieldErrors: { slug: "slugTaken" } };
  return { ok: true, data: parsed.data };
}

/** The slugs a category being edited must not take: every other category's. */
export function takenSlugs(categories: readonly Pick<AdminCategory, "id" | "slug">[], editingId?: string) {
  return new Set(categories.filter((category) => category.id !== editingId).map((category) => category.slug));
}

/** The dialog's starting values: the category's own for Editar, blanks (type produto) for 'Nova Categoria'. */
export function categoryFormValues(category?: AdminCategory): CategoryFormValues {
  return {
    nome: category?.nome ?? "",
    slug: category?.slug ?? "",
    descricao: category?.descricao ?? "",
    // product.md §3: any tipo other than 'produto' is a service
    tipo: !category || category.tipo === "produto" ? "produto" : "servico",
    imagem: category?.imagem ?? "",
  };
}

/** The categorias columns the form writes; blank optional text is stored as null. */
export function categoryRow(data: CategoryFormData) {
  return {
    nome: data.nome,
    slug: data.slug,
    descricao: data.descricao || null,
    tipo: data.tipo,
    imagem: data.imagem || null,
  };
}
