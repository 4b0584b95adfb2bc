import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CONFIG_PATH = fileURLToPath(new URL("../config.toml", import.meta.url));

/** The `[auth]` settings of supabase/config.toml that the embedded backend enforces. */
export type AuthSettings = {
  /** Seconds a rotated refresh token may still be exchanged (two tabs refreshing at once). */
  refreshTokenReuseInterval: number;
  /** Sign-in and sign-up requests per client address per 5 minutes. */
  signInSignUpsPerWindow: number;
  /** Token refreshes per client address per 5 minutes. */
  tokenRefreshesPerWindow: number;
  /** `[auth] minimum_password_length`: shorter new passwords answer weak_password. */
  minimumPasswordLength: number;
  /** VITRINE_FORWARDING_SECRET: a request carrying it may name the client's address (rate-limit.ts). */
  forwardingSecret?: string;
};

/** GoTrue's own defaults, used when config.toml leaves a setting out. */
const DEFAULTS: AuthSettings = {
  refreshTokenReuseInterval: 10,
  signInSignUpsPerWindow: 30,
  tokenRefreshesPerWindow: 150,
  minimumPasswordLength: 6,
};

type Toml = Record<string, Record<string, string>>;

/** The `key = value` lines of each `[section]`, values left raw: just the subset config.toml uses. */
export function readTomlSections(text: string): Toml {
  const sections: Toml = { "": {} };
  let current = sections[""]!;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (line === "" || line.startsWith("#")) continue;
    const header = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (header) {
      current = sections[header[1]!] ??= {};
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (pair) current[pair[1]!] = pair[2]!;
  }
  return sections;
}

function integerSetting(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw.trim());
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} precisa ser um inteiro >= ${min} (valor: ${JSON.stringify(raw)}).`);
  }
  return value;
}

/** Long enough that guessing it is hopeless; scripts/with-backend.mjs generates one when none is set. */
const MIN_FORWARDING_SECRET_LENGTH = 16;

function forwardingSecret(raw: string | undefined): { forwardingSecret?: string } {
  const value = raw?.trim();
  if (!value) return {};
  if (value.length < MIN_FORWARDING_SECRET_LENGTH) {
    throw new Error(
      `VITRINE_FORWARDING_SECRET precisa de pelo menos ${MIN_FORWARDING_SECRET_LENGTH} caracteres ` +
        `(valor com ${value.length}).`,
    );
  }
  return { forwardingSecret: value };
}

/**
 * `[auth] refresh_token_reuse_interval` and `[auth.rate_limit]` from supabase/config.toml; the environment
 * variable VITRINE_AUTH_RATE_LIMIT_SIGN_IN overrides the sign-in/sign-up limit (test runs raise it), and
 * VITRINE_FORWARDING_SECRET is the app's proof for the address it forwards (absent: only the secret key).
 */
export function loadAuthSettings(
  env: Record<string, string | undefined> = process.env,
  path: string = CONFIG_PATH,
): AuthSettings {
  const toml = readTomlSections(readFileSync(path, "utf8"));
  const auth = toml.auth ?? {};
  const limits = toml["auth.rate_limit"] ?? {};
  return {
    refreshTokenReuseInterval: integerSetting(
      "refresh_token_reuse_interval",
      auth.refresh_token_reuse_interval,
      DEFAULTS.refreshTokenReuseInterval,
      0,
    ),
    signInSignUpsPerWindow: integerSetting(
      "VITRINE_AUTH_RATE_LIMIT_SIGN_IN",
      env.VITRINE_AUTH_RATE_LIMIT_SIGN_IN || limits.sign_in_sign_ups,
      DEFAULTS.signInSignUpsPerWindow,
      1,
    ),
    tokenRefreshesPerWindow: integerSetting(
      "token_refresh",
      limits.token_refresh,
      DEFAULTS.tokenRefreshesPerWindow,
      1,
    ),
    minimumPasswordLength: integerSetting(
      "minimum_password_length",
      auth.minimum_password_length,
      DEFAULTS.minimumPasswordLength,
      1,
    ),
    ...forwardingSecret(env.VITRINE_FORWARDING_SECRET),
  };
}
