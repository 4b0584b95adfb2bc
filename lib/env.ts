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
