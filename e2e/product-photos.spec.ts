import sharp from "sharp";

import { DEMO_COMPANY_ID } from "../fixtures/companies";
import { LOCAL_PUBLISHABLE_KEY } from "../supabase/embedded/keys";
import { expect, test } from "./support/test";

// A product photo in Storage shows in the browser: the store's owner uploads it to the embedded backend's
// bucket `produtos`, and a page of the site loads it from the public URL without the CSP (img-src) or the
// backend's browser checks getting in the way. The photo is removed at the end; no seeded row changes.

const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 54331)}`;
const NAME = `${DEMO_COMPANY_ID}/e2e-foto-${Date.now().toString(36)}.webp`;
const PUBLIC_URL = `${BACKEND}/storage/v1/object/public/produtos/${NAME}`;

async function ownerToken(): Promise<string> {
  const response = await fetch(`${BACKEND}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email: "empresa@vitrine.example", password: "vitrine123" }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return token;
}

async function storage(method: "POST" | "DELETE", path: string, body: BodyInit, type: string) {
  const token = await ownerToken();
  const response = await fetch(`${BACKEND}/storage/v1/object/${path}`, {
    method,
    body,
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, "Content-Type": type },
  });
  expect(response.status, await response.text()).toBe(200);
}

test.beforeAll(async () => {
  const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#d35400" } })
    .webp()
    .toBuffer();
  await storage("POST", `produtos/${NAME}`, new Uint8Array(photo), "image/webp");
});

test.afterAll(async () => {
  await storage("DELETE", "produtos", JSON.stringify({ prefixes: [NAME] }), "application/json");
});

test("a photo stored in Supabase Storage displays on the site's pages", async ({ page }) => {
  await page.goto("/");
  const size = await page.evaluate(async (src) => {
    const image = document.createElement("img");
    image.alt = "Foto do produto";
    image.src = src;
    document.body.append(image);
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, PUBLIC_URL);
  expect(size).toEqual({ width: 120, height: 80 });
});
