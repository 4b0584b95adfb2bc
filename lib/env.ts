import "server-only";

import { z } from "zod";

/**
 * The one place that reads configuration from the environment. Values are read at run time (never
 * `NEXT_PUBLIC_`-inlined), so one build runs against any backend; nothing here reaches a client bundle.
 * The Vercel Supabase integration's variable names are accepted as fallbacks.
 */
const schema = z.object({
  supabaseUrl: z.url(),
  supabasePublishableKey: z.string().min(1),
  supabaseSecretKey: z.string().min(1).optional(),
  siteUrl: z.url(),
});

export type Env = z.infer<typeof schema>;

function read(...names: string[]): string | undefined {
  for (const name of names) {
    const value = process.env[name];
    if (value && value.trim() !== "") return value.trim();
  }
  return undefined;
}

function siteUrlFromPlatform(): string | undefined {
  const host = read("VERCEL_PROJECT_PRODUCTION_URL", "VERCEL_URL");
  return host ? `https://${host}` : undefined;
}

export function siteUrl(): string {
  return read("SITE_URL", "NEXT_PUBLIC_SITE_URL") ?? siteUrlFromPlatform() ?? "http://localhost:3000";
}

let cached: Env | undefined;

/** Parsed configuration; throws a readable error naming the missing variables. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse({
    supabaseUrl: read("SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_URL"),
    supabasePublishableKey: read(
      "SUPABASE_PUBLISHABLE_KEY",
      "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY",
      "SUPABASE_ANON_KEY",
      "NEXT_PUBLIC_SUPABASE_ANON_KEY",
    ),
    supabaseSecretKey: read("SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY"),
    siteUrl: siteUrl(),
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(
      `Configuração inválida (${fields}). Defina SUPABASE_URL e SUPABASE_PUBLISHABLE_KEY ou rode pelo backend embutido (npm run dev).`,
    );
  }
  cached = parsed.data;
  return cached;
}

/**
 * Pix receiving account (product.md D13): the key, name and city every BR Code carries. Validated apart from
 * the Supabase settings so a bad Pix value names itself; the defaults are clearly samples, so a fresh
 * clone shows working codes that pay no one (`.example` is a reserved domain, RFC 2606).
 */
const pixKey = z.union([
  z.email().max(77),
  z.uuid(), // EVP (chave aleatória)
  z.string().regex(/^\+55\d{10,11}$/), // phone, +55 DDD number
  z.string().regex(/^(\d{11}|\d{14})$/), // CPF or CNPJ, digits only
]);
// BR Code (EMV) fields 59/60: at most 25 and 15 characters; pix-utils strips accents and upper-cases.
const merchantText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\p{Script=Latin}0-9 .,'&-]+$/u);

const pixSchema = z.object({
  key: pixKey,
  merchantName: merchantText(25),
  merchantCity: merchantText(15),
});

export type PixEnv = z.infer<typeof pixSchema>;

export const PIX_ENV_DEFAULTS = {
  key: "pix@vitrine.example",
  merchantName: "Vitrine Demo",
  merchantCity: "Belo Horizonte",
} as const satisfies PixEnv;

const PIX_ENV_NAMES: Record<string, string> = {
  key: "VITRINE_PIX_KEY",
  merchantName: "VITRINE_PIX_MERCHANT_NAME",
  merchantCity: "VITRINE_PIX_MERCHANT_CITY",
};

let cachedPix: PixEnv | undefined;

/** The Pix receiving account; throws a readable error naming the invalid variables. */
export function pixEnv(): PixEnv {
  if (cachedPix) return cachedPix;
  const parsed = pixSchema.safeParse({
    key: read("VITRINE_PIX_KEY") ?? PIX_ENV_DEFAULTS.key,
    merchantName: read("VITRINE_PIX_MERCHANT_NAME") ?? PIX_ENV_DEFAULTS.merchantName,
    merchantCity: read("VITRINE_PIX_MERCHANT_CITY") ?? PIX_ENV_DEFAULTS.merchantCity,
  });
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => PIX_ENV_NAMES[String(issue.path[0])]))];
    throw new Error(
      `Configuração Pix inválida (${fields.join(", ")}). Use uma chave Pix (e-mail, telefone +55, CPF/CNPJ ou aleatória), nome até 25 e cidade até 15 caracteres.`,
    );
  }
  cachedPix = parsed.data;
  return cachedPix;
}
