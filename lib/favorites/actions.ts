"use server";

import { z } from "zod";

import { getCurrentUser } from "@/lib/auth/session";
import { setFavoriteProduct } from "@/lib/data/favorites";

export type FavoriteToggleResult =
  { ok: true; favorite: boolean } | { ok: false; error: "visitor" | "failed" };

/** The product page's heart: adds or removes the product as the signed-in cliente (RLS decides). */
export async function toggleFavoriteProduct(
  productId: unknown,
  favorite: unknown,
): Promise<FavoriteToggleResult> {
  const id = z.uuid().safeParse(productId);
  if (!id.success || typeof favorite !== "boolean") return { ok: false, error: "failed" };
  const user = await getCurrentUser().catch(() => null);
  if (!user) return { ok: false, error: "visitor" };
  const saved = await setFavoriteProduct(user, id.data, favorite);
  return saved ? { ok: true, favorite } : { ok: false, error: "failed" };
}
