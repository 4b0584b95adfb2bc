import { describe, expect, it } from "vitest";

import { accountMessages, ISLAND_KEYS, storefrontMessages } from "@/lib/i18n/client-messages";
import messages from "@/messages/pt-BR.json";

import { readRepoFiles } from "../support/repo-files";

const sources = readRepoFiles(["app", "components"], /\.tsx?$/);

/** Every client island (a "use client" file) and the namespaces its useTranslations calls read. */
const islands = sources
  .filter(({ text }) => /^\s*["']use client["']/.test(text))
  .map(({ file, text }) => ({
    path: file,
    namespaces: [...text.matchAll(/useTranslations\(\s*["']([A-Za-z]+)/g)].map((m) => m[1]!),
  }))
  .filter(({ namespaces }) => namespaces.length > 0);

const moduleName = (path: string) =>
  path
    .replace(/\.tsx?$/, "")
    .split("/")
    .pop()!;

/**
 * Islands only the signed-in areas render (their own folders, or imported only from there, like the
 * change-password form): the area shell gives them the whole catalogue.
 */
function inArea(path: string, seen = new Set<string>()): boolean {
  if (path.startsWith("components/areas/") || path.startsWith("app/(areas)/")) return true;
  if (seen.has(path)) return false;
  seen.add(path);
  const importers = sources.filter(({ text }) => text.includes(`/${moduleName(path)}"`));
  return importers.length > 0 && importers.every((importer) => inArea(importer.file, seen));
}
/** Islands only the shopper's own screens render ((auth) and (store)/(conta), under AccountMessages). */
const onAccountScreens = (path: string) =>
  /^(app\/\(auth\)|app\/\(store\)\/\(conta\)|components\/(auth|orders|profile|customers|live))\//.test(path);

describe("the client catalogue each route sends", () => {
  const storefront = Object.keys(storefrontMessages(messages));
  const account = Object.keys(accountMessages(messages));

  it.each(islands.filter(({ path }) => !inArea(path) && !onAccountScreens(path)))(
    "a storefront island ($path) finds its namespaces in the root provider",
    ({ namespaces }) => {
      for (const namespace of namespaces) expect(storefront).toContain(namespace);
    },
  );

  it.each(islands.filter(({ path }) => !inArea(path) && onAccountScreens(path)))(
    "an account-screen island ($path) finds its namespaces in AccountMessages",
    ({ namespaces }) => {
      for (const namespace of namespaces) expect(account).toContain(namespace);
    },
  );

  it.each(
    islands.flatMap(({ path, namespaces }) =>
      namespaces.filter((namespace) => namespace in ISLAND_KEYS).map((namespace) => ({ path, namespace })),
    ),
  )("a storefront island ($path) finds every key it reads of '$namespace'", ({ path, namespace }) => {
    const source = sources.find(({ file }) => file === path)!.text;
    const keys = [...source.matchAll(/\bt\(\s*["']([A-Za-z.]+)["']/g)].map((m) => m[1]!);
    const sent = storefrontMessages(messages)[namespace] as Record<string, unknown>;
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(Object.keys(sent)).toContain(key);
  });

  it("public pages carry of the home's texts only what its islands read", () => {
    const sent = storefrontMessages(messages).home as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual([...ISLAND_KEYS.home!].sort());
    expect(Object.keys(messages.home).length).toBeGreaterThan(Object.keys(sent).length);
  });

  it.each([
    ["the footer (server-rendered)", "footer"],
    ["the skip link (server-rendered)", "layout"],
    ["an area's texts", "adminCategories"],
    ["metadata", "metadata"],
    ["/para-empresas", "paraEmpresas"],
    ["the 404", "notFound"],
    ["the search box and results (server components)", "search"],
    ["the legal pages", "legal"],
    ["sign-in", "login"],
    ["checkout", "checkout"],
    ["a customer's saved addresses", "addresses"],
    ["an order's payment", "orderPayment"],
    ["an order's status labels", "orderStatus"],
  ])("public pages do not carry %s (%s)", (_label, namespace) => {
    expect(Object.keys(messages)).toContain(namespace);
    expect(storefront).not.toContain(namespace);
  });

  it.each([
    "login",
    "register",
    "checkout",
    "addresses",
    "orderDetail",
    "orderPayment",
    "orderStatus",
    "orders",
    "profile",
  ])("the account screens carry %s", (namespace) => {
    expect(account).toContain(namespace);
  });

  it("the account catalogue is the storefront's plus the account namespaces, never an area's", () => {
    expect(account).toEqual(expect.arrayContaining(storefront));
    expect(account.filter((namespace) => /^admin[A-Z]/.test(namespace))).toEqual([]);
  });
});
