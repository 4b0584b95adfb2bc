import { z } from "zod";

import { BRAZIL_UFS } from "@/lib/auth/business-fields";
import { formatCep } from "@/lib/auth/sign-up-schema";
import type { DeliveryAddress } from "@/lib/orders/types";
import type { Endereco } from "@/lib/supabase/database.types";

/**
 * A customer's saved delivery address (`enderecos`, supabase/migrations/20250801120000_enderecos.sql) as the
 * screens use it, and the one rule of the address form that checkout and /customer/profile share. Field
 * messages are keys of the `addresses.errors` catalogue namespace; the table's checks say the same again.
 */

/** A saved address: the fields an order copies (DeliveryAddress) plus its id and whether it is the default. */
export type SavedAddress = DeliveryAddress & { id: string; isDefault: boolean };

/** A customer keeps at most this many addresses (private.enderecos_limite). */
export const ADDRESS_LIMIT = 10;

export const ADDRESS_FIELDS = [
  "label",
  "street",
  "number",
  "complement",
  "neighborhood",
  "city",
  "state",
  "zipCode",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** What the form holds while the customer types: every field a string. */
export type AddressDraft = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** The longest value each field takes (the table's checks), also the inputs' maxLength. */
export const ADDRESS_MAX: Record<AddressField, number> = {
  label: 40,
  street: 120,
  number: 10,
  complement: 60,
  neighborhood: 60,
  city: 60,
  state: 2,
  zipCode: 9,
};

const required = (field: Exclude<AddressField, "complement" | "state" | "zipCode">) =>
  z.string().trim().min(1, `${field}Required`).max(ADDRESS_MAX[field], `${field}TooLong`);

export const addressSchema = z.object({
  label: required("label"),
  street: required("street"),
  number: required("number"),
  complement: z
    .string()
    .trim()
    .max(ADDRESS_MAX.complement, "complementTooLong")
    .transform((value) => (value === "" ? null : value)),
  neighborhood: required("neighborhood"),
  city: required("city"),
  state: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(BRAZIL_UFS, "stateInvalid")),
  // typed as 00000-000 or its 8 digits, kept as 00000-000
  zipCode: z.string().transform((value, ctx) => {
    const cep = formatCep(value);
    if (cep === null) ctx.addIssue({ code: "custom", message: "zipCodeInvalid" });
    return cep ?? "";
  }),
});
export type AddressInput = z.output<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressDraft = {
  label: "",
  street: "",
  number: "",
  complement: "",
  neighborhood: "",
  city: "",
  state: "",
  zipCode: "",
};

/** The form's starting strings for an address being edited. */
export function addressDraftOf(address: SavedAddress): AddressDraft {
  return {
    label: address.label,
    street: address.street,
    number: address.number,
    complement: address.complement ?? "",
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
  };
}

/** The CEP as it is typed: digits only, the hyphen after the fifth, never more than 8 digits. */
export function maskCep(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** 'Rua Paraíba, 575, apto 802' */
export function streetLine(address: Pick<SavedAddress, "street" | "number" | "complement">): string {
  return [address.street, address.number, address.complement].filter(Boolean).join(", ");
}

/** 'Funcionários, Belo Horizonte - MG, 30130-140' */
export function placeLine(
  address: Pick<SavedAddress, "neighborhood" | "city" | "state" | "zipCode">,
): string {
  return `${address.neighborhood}, ${address.city} - ${address.state}, ${address.zipCode}`;
}

/** The columns every address read selects. */
export const ENDERECO_COLUMNS =
  "id, rotulo, logradouro, numero, complemento, bairro, cidade, uf, cep, padrao" as const;
export type EnderecoRow = Pick<
  Endereco,
  "id" | "rotulo" | "logradouro" | "numero" | "complemento" | "bairro" | "cidade" | "uf" | "cep" | "padrao"
>;

export function addressFromRow(row: EnderecoRow): SavedAddress {
  return {
    id: row.id,
    label: row.rotulo,
    street: row.logradouro,
    number: row.numero,
    complement: row.complemento,
    neighborhood: row.bairro,
    city: row.cidade,
    state: row.uf,
    zipCode: row.cep,
    isDefault: row.padrao,
  };
}

/**
 * An address as `enderecos` columns: what a customer writes (the owner column is set by its default,
 * auth.uid()), and the same keys an order's copy of it has (pedidos.endereco).
 */
export function enderecoWriteOf(input: DeliveryAddress) {
  return {
    rotulo: input.label,
    logradouro: input.street,
    numero: input.number,
    complemento: input.complement,
    bairro: input.neighborhood,
    cidade: input.city,
    uf: input.state,
    cep: input.zipCode,
  };
}

export type AddressValidation = { ok: true; data: AddressInput } | { ok: false; errors: AddressErrors };

/** The address the form holds, or one catalogue key per failing field. Takes anything: the action checks again. */
export function validateAddress(values: unknown): AddressValidation {
  const parsed = addressSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as AddressField;
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
