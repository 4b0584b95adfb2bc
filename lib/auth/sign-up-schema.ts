import { z } from "zod";

import { ADDRESS_PART_MAX, BRAZIL_UFS, STORE_NAME_MAX } from "@/lib/auth/business-fields";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { fitsPasswordBytes } from "@/lib/auth/password-bytes";

/**
 * The sign-up forms' rules: the account (both forms) and the store ('Cadastrar Empresa'). Messages are keys
 * of the `register` catalogue namespace. The database checks the store again (migration
 * *_cadastro_empresa.sql); these rules come first so the person gets one message per field.
 */

// e-mail required after trimming, password of at least 6, matching confirmation
const accountFields = {
  email: z.string().trim().min(1, "errors.emailRequired").max(MAX_EMAIL_LENGTH, "errors.emailInvalid"),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, "errors.passwordMin")
    .max(MAX_PASSWORD_LENGTH, "errors.passwordMax")
    // bcrypt's 72 bytes: 72 'ç' are 144 bytes and Supabase Auth would refuse them
    .refine(fitsPasswordBytes, "errors.passwordMax"),
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH, "errors.mismatch"),
};

const passwordsMatch = (data: { password: string; confirmPassword: string }) =>
  data.password === data.confirmPassword;
const MISMATCH = { path: ["confirmPassword"], message: "errors.mismatch" };

export const registerSchema = z.object(accountFields).refine(passwordsMatch, MISMATCH);

/** A phone with its area code (10 digits, or 11 for a mobile) as '(31) 3333-4444' / '(31) 99999-8888'. */
export function formatPhone(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 10 && digits.length !== 11) return null;
  if (digits.startsWith("0")) return null;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}

/** A CEP typed as '00000-000' or as its 8 digits, always stored as '00000-000'. */
export function formatCep(value: string): string | null {
  const match = /^(\d{5})-?(\d{3})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

const text = (required: string, max: number, tooLong = required) =>
  z.string().trim().min(1, required).max(max, tooLong);

/** The store half of 'Cadastrar Empresa', which the back office's 'Nova Empresa' asks for too. */
export const storeFields = {
  storeName: text("business.errors.storeNameRequired", STORE_NAME_MAX, "business.errors.storeNameMax"),
  phone: z.string().transform((value, ctx) => {
    const phone = formatPhone(value);
    if (phone === null) ctx.addIssue({ code: "custom", message: "business.errors.phoneInvalid" });
    return phone ?? "";
  }),
  cep: z.string().transform((value, ctx) => {
    const cep = formatCep(value);
    if (cep === null) ctx.addIssue({ code: "custom", message: "business.errors.cepInvalid" });
    return cep ?? "";
  }),
  street: text("business.errors.streetRequired", ADDRESS_PART_MAX),
  neighborhood: text("business.errors.neighborhoodRequired", ADDRESS_PART_MAX),
  city: text("business.errors.cityRequired", ADDRESS_PART_MAX),
  uf: z.enum(BRAZIL_UFS, "business.errors.ufInvalid"),
  category: z.uuid("business.errors.categoryRequired"),
};

export const businessSignUpSchema = z
  .object({ ...accountFields, ...storeFields })
  .refine(passwordsMatch, MISMATCH);

export type BusinessSignUp = z.output<typeof businessSignUpSchema>;

/**
 * The sign-up metadata the database trigger turns into an empresa account, its pending store and the
 * membership (private.handle_new_user): the one payload that makes a sign-up anything but a cliente.
 */
export function businessSignUpData(values: Omit<BusinessSignUp, "password" | "confirmPassword">) {
  return {
    cadastro: "empresa",
    loja: {
      nome: values.storeName,
      telefone: values.phone,
      cep: values.cep,
      logradouro: values.street,
      bairro: values.neighborhood,
      cidade: values.city,
      uf: values.uf,
      categoria_id: values.category,
    },
  } as const;
}
