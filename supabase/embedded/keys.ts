/**
 * Default keys of the embedded backend (like `supabase start`'s local keys). They open only a local
 * development database, and VITRINE_BACKEND_PUBLISHABLE_KEY / VITRINE_BACKEND_SECRET_KEY replace them.
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

export type ApiKeys = { publishable: string; secret: string };

export const LOCAL_API_KEYS: ApiKeys = { publishable: LOCAL_PUBLISHABLE_KEY, secret: LOCAL_SECRET_KEY };

/** Characters after the prefix: enough to be unguessable, and only what a header carries unquoted. */
const KEY_BODY = /^[A-Za-z0-9_-]{16,200}$/;

function checkedKey(name: string, value: string, prefix: string): string {
  if (!value.startsWith(prefix) || !KEY_BODY.test(value.slice(prefix.length))) {
    throw new Error(
      `${name} precisa começar com ${prefix} seguido de pelo menos 16 letras, dígitos, _ ou - ` +
        `(valor com ${value.length} caracteres).`,
    );
  }
  return value;
}

/** The keys a run uses: VITRINE_BACKEND_PUBLISHABLE_KEY / VITRINE_BACKEND_SECRET_KEY, else the local ones. */
export function loadApiKeys(env: Record<string, string | undefined> = process.env): ApiKeys {
  const publishable = env.VITRINE_BACKEND_PUBLISHABLE_KEY?.trim() || LOCAL_PUBLISHABLE_KEY;
  const secret = env.VITRINE_BACKEND_SECRET_KEY?.trim() || LOCAL_SECRET_KEY;
  return validateApiKeys({ publishable, secret });
}

export function validateApiKeys(keys: ApiKeys): ApiKeys {
  checkedKey("VITRINE_BACKEND_PUBLISHABLE_KEY", keys.publishable, "sb_publishable_");
  checkedKey("VITRINE_BACKEND_SECRET_KEY", keys.secret, "sb_secret_");
  return keys;
}

/** Loopback addresses: a backend listening only there is reachable from this machine alone. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/*
 * The keys the running backend accepts. Module state because roleForApiKey is called without the
 * request's context (rest-auth.ts); one process serves one key set at a time (the tests' default).
 */
let active: ApiKeys = LOCAL_API_KEYS;
let holders = 0;

/** Makes `keys` the accepted ones until the returned release runs; another set at the same time is an error. */
export function activateApiKeys(keys: ApiKeys): () => void {
  const same = keys.publishable === active.publishable && keys.secret === active.secret;
  if (holders > 0 && !same) {
    throw new Error("Outro backend embutido deste processo já usa outras chaves (one key set per process).");
  }
  active = keys;
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) active = LOCAL_API_KEYS;
  };
}

/** The API role a key stands for, as Supabase's gateway maps its publishable and secret keys. */
export function roleForApiKey(
  key: string | undefined,
  keys: ApiKeys = active,
): "anon" | "service_role" | null {
  if (key === undefined || key === "") return null;
  if (key === keys.publishable) return "anon";
  if (key === keys.secret) return "service_role";
  return null;
}
