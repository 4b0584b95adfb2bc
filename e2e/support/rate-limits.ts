import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../supabase/embedded/keys";

/** Sign-ins + sign-ups per address per 5 minutes in e2e runs (playwright.config.ts): ~100 happen from 127.0.0.1. */
export const E2E_SIGN_IN_LIMIT = 500;
/** The VITRINE_FORWARDING_SECRET the e2e app and backend share, so a test can name an address as the app does. */
export const E2E_FORWARDING_SECRET = "e2e-forwarding-secret-7c41d0a9f2";

// The embedded backend playwright.config.ts starts next to the app (same default port).
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;

/** One empty sign-in attempt counted on `address`, as the app forwards it: refused before any password check. */
function attempt(address: string): Promise<number> {
  return fetch(`${BACKEND}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      "Content-Type": "application/json",
      "X-Forwarded-For": address,
      "X-Vitrine-Forwarding-Secret": E2E_FORWARDING_SECRET,
    },
    body: "{}",
  }).then((response) => response.status);
}

/** Spends exactly `count` attempts of `address`'s allowance (all must be counted, none refused). */
export async function spendSignIns(address: string, count: number): Promise<void> {
  for (let done = 0; done < count;) {
    const batch = Math.min(25, count - done);
    const statuses = await Promise.all(Array.from({ length: batch }, () => attempt(address)));
    if (statuses.includes(429)) throw new Error(`${address} was limited after fewer than ${count} attempts`);
    done += batch;
  }
}

/** Spends what is left of `address`'s allowance, however much the suite already used: its sign-ins now get 429. */
export async function exhaustSignIns(address: string): Promise<void> {
  for (let sent = 0; sent <= E2E_SIGN_IN_LIMIT; sent += 25) {
    const statuses = await Promise.all(Array.from({ length: 25 }, () => attempt(address)));
    if (statuses.includes(429)) return;
  }
  throw new Error(`the backend never rate-limited ${address}`);
}

/** Empties the backend's limiters (secret key only), so the rest of the suite signs in from 127.0.0.1 again. */
export async function resetRateLimits(): Promise<void> {
  const response = await fetch(`${BACKEND}/__vitrine/rate-limits/reset`, {
    method: "POST",
    headers: { apikey: LOCAL_SECRET_KEY },
  });
  if (response.status !== 204) throw new Error(`rate-limit reset answered ${response.status}`);
}
