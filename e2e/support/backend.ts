import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../supabase/embedded/keys";

/** The embedded backend playwright.config.ts starts next to the app (same default port). */
export const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;

type RestOptions = { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown };

/**
 * A Data API request with the secret key: the test's own bookkeeping (its rows, counts, clean-up), never
 * what the app does. Fails on any refusal, with the backend's answer.
 */
export async function adminRest<T = unknown>(
  path: string,
  { method = "GET", body }: RestOptions = {},
): Promise<T> {
  const response = await fetch(`${BACKEND}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: LOCAL_SECRET_KEY,
      Authorization: `Bearer ${LOCAL_SECRET_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A signed-in account's access token, from the backend's password grant (as supabase-js gets it). */
export async function accessToken(
  email: string,
  password: string,
): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${BACKEND}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} refused: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: session.access_token, userId: session.user.id };
}

/** A Data API call as a signed-in account (RLS and the functions' own checks apply), answered as is. */
export function restAs(token: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${BACKEND}/rest/v1/${path}`, {
    method: "POST",
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });
}

export type TestCustomer = { email: string; password: string; id: string; phone: string };

/**
 * A new cliente account of the test's own (a plain sign-up is a cliente), with a phone on its profile so it
 * can order without the checkout asking for one unless `withPhone` is false. Nobody else's data: no orders,
 * no addresses.
 */
export async function signUpCustomer({ withPhone = true } = {}): Promise<TestCustomer> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `cliente.${stamp}@exemplo.com.br`;
  const password = "senha-do-cliente-1";
  const response = await fetch(`${BACKEND}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-up refused: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user?: { id: string }; id?: string };
  const id = user?.id ?? (await accessToken(email, password)).userId;
  const phone = "(31) 98888-7777";
  if (withPhone) await adminRest(`perfis?user_id=eq.${id}`, { method: "PATCH", body: { telefone: phone } });
  return { email, password, id, phone };
}
