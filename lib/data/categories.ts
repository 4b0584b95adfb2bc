import "server-only";

import { cacheLife, cacheTag } from "next/cache";

import { withProductCounts, type AdminCategory } from "@/lib/admin/categories";
import { readProductCountsByCategory } from "@/lib/data/catalog-reads";
import type { Categoria } from "@/lib/supabase/database.types";
import { createPublicClient } from "@/lib/supabase/public";

export type { Categoria };

/** Tag to pass to revalidateTag/updateTag after categorias change. */
export const CATEGORIES_CACHE_TAG = "categorias";

/**
 * product.md §7: every category, all columns, ordered by nome ascending. Public data, cached for hours and
 * tagged; a failure throws, so an error is never cached.
 */
export async function getCategories(): Promise<Categoria[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(CATEGORIES_CACHE_TAG);
  const { data, error } = await createPublicClient()
    .from("categorias")
    .select("*")
    .order("nome", { ascending: true });
  if (error) throw new Error(`Falha ao carregar categorias: ${error.message}`);
  return data;
}

/** The categories a new store may be in ('Cadastrar Empresa', 'Nova Empresa'): the active ones, by name. */
export async function getStoreSignupCategories(): Promise<{ id: string; name: string }[]> {
  return (await getCategories())
    .filter((category) => category.ativo)
    .map((category) => ({ id: category.id, name: category.nome }));
}

/**
 * product.md §2 'Gestão de Categorias': every row of the table (the same cached read as the storefront, so an
 * admin's write that expires the tag shows on both), with 'Qtd' counted in the database over the products of the approved stores.
 */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([getCategories(), readProductCountsByCategory()]);
  return withProductCounts(
    rows.map(({ id, nome, descricao, slug, imagem, tipo, ativo, destaque }) => ({
      id,
      nome,
      descricao,
      slug,
      imagem,
      tipo,
      ativo,
      destaque,
    })),
    counts,
  );
}

export type CategoryFilter = { id: string; name: string | null };

/**
 * The home's category filter (`/?categoria=<id>`), product.md §4: an inactive or unknown category filters
 * nothing (null), like it leaves the strip. When the table cannot be read the id still filters, unnamed.
 */
export async function getCategoryFilter(id: string | null): Promise<CategoryFilter | null> {
  if (!id) return null;
  try {
    const row = (await getCategories()).find((category) => category.id === id);
    return row?.ativo ? { id: row.id, name: row.nome } : null;
  } catch (error) {
    console.error("[category-filter] could not load categorias", error);
    return { id, name: null };
  }
}
