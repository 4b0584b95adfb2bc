import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

import { installCatalogFetch } from "./catalog-fetch";

afterEach(() => {
  cleanup();
});

// The component test files of a worker share one jsdom (after tests/support/fresh-modules.ts, which gives each
// file the app's modules afresh): what a file leaves in the browser goes with it.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

// jsdom lacks these browser APIs that radix and our carousels use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
Element.prototype.scrollBy ??= function scrollBy() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// No backend in component tests: the catalogue's database reads answer from the sample catalogue.
vi.mock("@/lib/data/catalog-reads", () => import("./sample-catalog-reads"));

installCatalogFetch();
