import { describe, expect, it } from "vitest";

import { COMPILE_HINT, firstLoadScripts, withCompileHint } from "@/scripts/compile-hints.mjs";

describe("the scripts of a page's first view ask V8 to compile them while they download", () => {
  it.each([
    [
      "a chunk as Turbopack writes it",
      "(globalThis.TURBOPACK||[]).push([1])",
      `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1])`,
    ],
    ["a chunk the build already marked (the step runs again)", `${COMPILE_HINT}x()`, `${COMPILE_HINT}x()`],
    ["an empty chunk", "", COMPILE_HINT],
  ])("%s", (_name, source, expected) => {
    expect(withCompileHint(source)).toBe(expected);
  });

  it("puts the hint on the first line, the only place V8 reads it", () => {
    expect(withCompileHint("a()").split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
  });

  const buildManifest = {
    rootMainFiles: ["static/chunks/framework.js", "static/chunks/turbopack-runtime.js"],
    polyfillFiles: ["static/chunks/polyfills.js"],
  };
  const storePage = {
    entryJSFiles: {
      "[project]/app/layout": ["static/chunks/layout.js"],
      "[project]/app/(store)/company/[companyId]/page": ["static/chunks/layout.js", "static/chunks/store.js"],
    },
  };
  const companyArea = {
    entryJSFiles: {
      "[project]/app/(areas)/company/page": ["static/chunks/area.js", "static/chunks/area.css"],
    },
  };
  const route = { entryJSFiles: {} };

  it.each([
    [
      "Next's runtime and each route's own chunks, each once",
      [storePage, companyArea, route],
      [
        "static/chunks/area.js",
        "static/chunks/framework.js",
        "static/chunks/layout.js",
        "static/chunks/store.js",
        "static/chunks/turbopack-runtime.js",
      ],
    ],
    [
      "only the runtime when no route has a client chunk",
      [route],
      ["static/chunks/framework.js", "static/chunks/turbopack-runtime.js"],
    ],
  ])("marks %s", (_name, clientManifests, expected) => {
    expect(firstLoadScripts(buildManifest, clientManifests)).toEqual(expected);
  });

  it("leaves the legacy polyfills and the stylesheets alone", () => {
    const scripts = firstLoadScripts(
      { rootMainFiles: ["static/chunks/polyfills.js"], polyfillFiles: ["static/chunks/polyfills.js"] },
      [companyArea],
    );
    expect(scripts).toEqual(["static/chunks/area.js"]);
  });
});
