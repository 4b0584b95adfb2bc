import "server-only";

import { cache } from "react";

import type { AppUser } from "@/lib/auth/types";
import { fromDbPayment } from "@/lib/orders/rows";
import type { PaymentChoice } from "@/lib/orders/types";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/** A shopper's own records, read as them (RLS: perfis only their own row). Favourites: lib/data/favorites.ts. */

export type CustomerProfile = {
  id: string;
  /** the name the shop sees on an order: the full name, else the display name */
  name: string;
  email: string;
  /** null until the customer gives one; an order needs it (the store calls about the delivery) */
  phone: string | null;
  /** the payment checkout chooses first */
  preferredPayment: PaymentChoice | null;
};

/** The signed-in cliente's profile; null for any other account type. A failed read throws. */
export const getCustomerProfile = cache(
  async (
    user: Pick<AppUser, "id" | "type" | "email" | "name" | "profile">,
  ): Promise<CustomerProfile | null> => {
    if (user.type !== "cliente") return null;
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase
      .from("perfis")
      .select("pagamento_preferido")
      .eq("user_id", user.id)
      .maybeSingle();
    if (error) throw new Error(`Falha ao ler o perfil do cliente: ${error.message}`);
    return {
      id: user.id,
      name: user.profile.nome_completo?.trim() || user.name,
      email: user.email,
      phone: user.profile.telefone?.trim() || null,
      preferredPayment: fromDbPayment(data?.pagamento_preferido),
    };
  },
);
