import { CATEGORY_IDS } from "../../fixtures/ids";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../supabase/embedded/keys";

// The embedded backend playwright.config.ts starts next to the app.
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;

/** A name and e-mail no other run or test uses, for a store a test creates and removes itself. */
export function uniqueStore(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${label} ${stamp}`, email: `loja.${stamp}@exemplo.com.br` };
}

/**
 * A pending store of the test's own, made as 'Cadastrar Empresa' makes it (the business sign-up the
 * database turns into an empresa account and its pendente store), without going through the form.
 */
export async function signUpBusiness(label: string): Promise<{ name: string; email: string }> {
  const store = uniqueStore(label);
  const response = await fetch(`${BACKEND}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({
      email: store.email,
      password: "senha-da-loja-1",
      data: {
        cadastro: "empresa",
        loja: {
          nome: store.name,
          telefone: "(31) 3555-0101",
          cep: "30130-010",
          logradouro: "Avenida Afonso Pena, 1500",
          bairro: "Centro",
          cidade: "Belo Horizonte",
          uf: "MG",
          categoria_id: CATEGORY_IDS.lanches,
        },
      },
    }),
  });
  if (!response.ok) throw new Error(`business sign-up refused: ${response.status} ${await response.text()}`);
  return store;
}

/** The id of the store called `name` (read with the secret key: the test's own bookkeeping, not the app's). */
export async function storeIdNamed(name: string): Promise<string> {
  const url = `${BACKEND}/rest/v1/lojas?select=id&nome=eq.${encodeURIComponent(name)}`;
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SECRET_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
  });
  const rows = (await response.json()) as { id: string }[];
  if (rows.length !== 1) throw new Error(`expected one store named ${name}, found ${rows.length}`);
  return rows[0]!.id;
}
