"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import type { AppUser } from "@/lib/auth/types";
import { formatPhone } from "@/lib/auth/sign-up-schema";
import { insertAddress } from "@/lib/customers/address-writes";
import { ADDRESS_LIMIT, type AddressErrors } from "@/lib/customers/addresses";
import { parseAddress } from "@/lib/customers/parse-address";
import { requireAccountType } from "@/lib/data/access";
import { getCompany } from "@/lib/data/catalog";
import {
  closedStoreMessage,
  describeRefusal,
  type ErrorDescriptor,
  type ErrorTarget,
} from "@/lib/orders/place-order-errors";
import { callPlaceOrder } from "@/lib/orders/place-order-rpc";
import { paymentChoiceSchema } from "@/lib/orders/types";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * 'Finalizar Pedido', as the signed-in cliente. The contact phone and a new address are saved first (the
 * order needs both, and they are the customer's to keep); then public.fazer_pedido places one order per
 * store with the prices, fees, coupon and totals of the database, sent only product ids and quantities.
 * The same key twice places the orders once. A refusal comes back in Portuguese with where it goes.
 */

export type CheckoutError = { code: string; target: ErrorTarget; message: string };

export type PlaceOrderResult =
  | { ok: true; orderIds: string[] }
  | {
      ok: false;
      error: CheckoutError;
      /** the new address's fields to fix */
      addressErrors?: AddressErrors;
      /** the new address was saved before the refusal: checkout chooses it, so a retry never saves it twice */
      savedAddressId?: string;
    };

const requestSchema = z.object({
  // the database checks every line (and says which one is wrong); this only keeps the shape sane
  items: z.array(z.object({ productId: z.string().max(64), quantity: z.number() })).max(200),
  deliveryType: z.enum(["delivery", "pickup"]),
  payment: paymentChoiceSchema,
  key: z.uuid(),
  address: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("saved"), id: z.uuid() }),
      z.object({ kind: z.literal("new"), values: z.record(z.string(), z.unknown()) }),
    ])
    .nullable(),
  /** only when the profile has no phone yet */
  phone: z.string().max(40).nullable(),
  notes: z.string().max(2000),
  coupon: z.string().max(40).nullable(),
  expectedTotal: z.number().nonnegative(),
});
export type PlaceOrderInput = z.input<typeof requestSchema>;

type Translate = (key: string, values?: Record<string, string | number>) => string;
type Refusal = { code: string; target: ErrorTarget; key: string; values: Record<string, string | number> };

function fail(t: Translate, descriptor: Refusal) {
  return {
    ok: false as const,
    error: {
      code: descriptor.code,
      target: descriptor.target,
      message: t(descriptor.key, descriptor.values),
    },
  };
}

/** perfis.telefone, the customer's own row (the column is theirs to update). */
async function savePhone(client: SupabaseServerClient, user: AppUser, phone: string): Promise<boolean> {
  const { data, error } = await client
    .from("perfis")
    .update({ telefone: phone })
    .eq("user_id", user.id)
    .select("user_id");
  return !error && (data?.length ?? 0) > 0;
}

/** 'Esta loja fechou às 21:00': the store's hours tell which; a store the catalogue no longer lists just "closed". */
async function withClosingTime(descriptor: ErrorDescriptor): Promise<ErrorDescriptor> {
  if (descriptor.code !== "loja_fechada" || descriptor.target.kind !== "store") return descriptor;
  const company = await getCompany(descriptor.target.storeId);
  return company ? { ...descriptor, ...closedStoreMessage(company.openingHours, new Date()) } : descriptor;
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const user = await requireAccountType("cliente");
  const t = await getTranslations("checkout.errors");
  const parsed = requestSchema.safeParse(input);
  if (!parsed.success) return fail(t, describeRefusal(null));
  const request = parsed.data;
  let savedAddressId: string | undefined;
  try {
    const client = await createSupabaseServerClient();
    if (request.phone !== null) {
      const phone = formatPhone(request.phone);
      if (phone === null)
        return fail(t, { code: "phone", target: { kind: "phone" }, key: "phoneInvalid", values: {} });
      if (!(await savePhone(client, user, phone))) {
        return fail(t, { code: "phone", target: { kind: "phone" }, key: "phoneSaveFailed", values: {} });
      }
    }

    let addressId: string | null = null;
    if (request.deliveryType === "delivery" && request.address?.kind === "saved")
      addressId = request.address.id;
    if (request.deliveryType === "delivery" && request.address?.kind === "new") {
      const address = await parseAddress(request.address.values);
      if (!address.ok) {
        const target: ErrorTarget = { kind: "address" };
        return {
          ...fail(t, { code: "address", target, key: "addressInvalid", values: {} }),
          addressErrors: address.fieldErrors,
        };
      }
      const saved = await insertAddress(client, address.data);
      if (!saved.ok) {
        const key = saved.error === "limit" ? "addressLimit" : "addressSaveFailed";
        return fail(t, { code: "address", target: { kind: "address" }, key, values: { max: ADDRESS_LIMIT } });
      }
      addressId = savedAddressId = saved.id;
    }

    const placed = await callPlaceOrder(client, {
      items: request.items,
      deliveryType: request.deliveryType,
      payment: request.payment,
      key: request.key,
      addressId,
      notes: request.notes.trim(),
      coupon: request.coupon?.trim().toUpperCase() || null,
      expectedTotal: request.expectedTotal,
    });
    if (placed.ok) return { ok: true, orderIds: placed.orders.map((order) => order.id) };
    // the phone or a new address were saved: the screen re-reads them, and keeps what the customer typed
    if (request.phone !== null || savedAddressId) refresh();
    return { ...fail(t, await withClosingTime(placed.error)), ...(savedAddressId ? { savedAddressId } : {}) };
  } catch {
    if (savedAddressId) refresh();
    return { ...fail(t, describeRefusal(null)), ...(savedAddressId ? { savedAddressId } : {}) };
  }
}
