"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import {
  deleteAddress,
  insertAddress,
  makeDefaultAddress,
  updateAddress,
  type AddressWriteError,
  type AddressWriteResult,
} from "@/lib/customers/address-writes";
import { ADDRESS_LIMIT, type AddressErrors, type AddressField } from "@/lib/customers/addresses";
import { parseAddress } from "@/lib/customers/parse-address";
import { requireAccountType } from "@/lib/data/access";
import { formFailure, formSuccess, type FormResult } from "@/lib/forms/result";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * The customer's address writes (checkout's 'Novo endereço', /customer/profile's list), as the signed-in
 * cliente: the account type is checked here, RLS and the table's triggers decide again. Messages come back
 * in Portuguese; `fieldErrors` sit beside the form's fields. refresh() re-reads the screen's addresses.
 */

export type AddressActionResult = FormResult<AddressField>;

const addressId = z.uuid();

async function failure(error: AddressWriteError, fieldErrors?: AddressErrors): Promise<AddressActionResult> {
  const t = await getTranslations("addresses.errors");
  return formFailure(t(error, { max: ADDRESS_LIMIT }), fieldErrors ? { fieldErrors } : {});
}

async function write(run: (client: SupabaseServerClient) => Promise<AddressWriteResult>) {
  let result: AddressWriteResult;
  try {
    result = await run(await createSupabaseServerClient());
  } catch {
    result = { ok: false, error: "unexpected" };
  }
  if (!result.ok) return failure(result.error);
  refresh();
  return formSuccess();
}

/** 'Adicionar endereço': the first one becomes the default; the 11th is refused (limite_enderecos). */
export async function createAddress(values: unknown): Promise<AddressActionResult> {
  await requireAccountType("cliente");
  const parsed = await parseAddress(values);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  return write((client) => insertAddress(client, parsed.data));
}

/** 'Editar'. */
export async function editAddress(id: string, values: unknown): Promise<AddressActionResult> {
  await requireAccountType("cliente");
  if (!addressId.safeParse(id).success) return failure("notFound");
  const parsed = await parseAddress(values);
  if (!parsed.ok) return failure("invalid", parsed.fieldErrors);
  return write((client) => updateAddress(client, id, parsed.data));
}

/** 'Tornar padrão'. */
export async function makeDefault(id: string): Promise<AddressActionResult> {
  await requireAccountType("cliente");
  if (!addressId.safeParse(id).success) return failure("notFound");
  return write((client) => makeDefaultAddress(client, id));
}

/** 'Remover', after the confirmation. */
export async function removeAddress(id: string): Promise<AddressActionResult> {
  await requireAccountType("cliente");
  if (!addressId.safeParse(id).success) return failure("notFound");
  return write((client) => deleteAddress(client, id));
}
