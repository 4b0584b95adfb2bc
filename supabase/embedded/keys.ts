/**
 * Fixed, well-known keys of the embedded backend (like `supabase start`'s local keys). They open only a
 * local development database; a hosted project has its own keys in its dashboard.
 */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_VitrineLocalDevOnly_0a1b2c3d";
export const LOCAL_SECRET_KEY = "sb_secret_VitrineLocalDevOnly_9f8e7d6c5b4a";

export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_PORT = 54321;
/**
 * The `iss` of every access token, fixed like `supabase start`'s GOTRUE_JWT_ISSUER (the configured API
 * URL), not the port a run listens on: sessions survive a restart on another port.
 */
export const TOKEN_ISSUER = `http://${DEFAULT_HOST}:${DEFAULT_PORT}/auth/v1`;
export const DEFAULT_DATA_DIR = ".data/pglite";
/** `VITRINE_DATA_DIR=memory`: a fresh database that lives only as long as the process. */
export const MEMORY_DATA_DIR = "memory";

/** The API role a key stands for, as Supabase's gateway maps its publishable and secret keys. */
export function roleForApiKey(key: string | undefined): "anon" | "service_role" | null {
  if (key === LOCAL_PUBLISHABLE_KEY) return "anon";
  if (key === LOCAL_SECRET_KEY) return "service_role";
  return null;
}
