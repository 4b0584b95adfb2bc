import { describe, expect, it } from "vitest";

import { readRepoFiles } from "./support/repo-files";

// The component files share one process per worker (vitest.config.ts); a file that renders with
// react-dom/server beside the browser renderer must run alone, which its name says: `*.ssr.test.tsx`. In a
// shared process the server renderer's mark on a context reaches the next file's render as React's "Detected
// multiple renderers concurrently rendering the same context provider", far from the file that caused it.

/** Imports react-dom/server itself, or the helper that server-renders then hydrates (tests/support/hydrate). */
export function rendersOnTheServer(text: string): boolean {
  return (
    /from\s+["']react-dom\/server(?:\.\w+)?["']/.test(text) ||
    /from\s+["'][^"']*support\/hydrate["']/.test(text)
  );
}

describe("rendersOnTheServer", () => {
  it.each([
    ['import { renderToString } from "react-dom/server";', true],
    ["import { renderToStaticMarkup } from 'react-dom/server.node';", true],
    ['import { serverThenHydrate } from "../support/hydrate";', true],
    ['import { serverThenHydrate } from "@/tests/support/hydrate";', true],
    ['import { render } from "@testing-library/react";', false],
    ['import { hydrateRoot } from "react-dom/client";', false],
    ['import { renderWithIntl } from "../support/render";', false],
  ])("%s → %s", (text, expected) => {
    expect(rendersOnTheServer(text)).toBe(expected);
  });
});

describe("component test files", () => {
  const files = readRepoFiles(["tests"], /\.test\.tsx$/);

  it("finds the component test files (the scan reads the folder it should)", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("that render with react-dom/server are named *.ssr.test.tsx, so they run alone", () => {
    const misnamed = files
      .filter(({ file, text }) => rendersOnTheServer(text) && !file.endsWith(".ssr.test.tsx"))
      .map(({ file }) => file);
    expect(misnamed).toEqual([]);
  });

  it("named *.ssr.test.tsx render with react-dom/server (the name is not spent on a file that needs no isolation)", () => {
    const needless = files
      .filter(({ file, text }) => file.endsWith(".ssr.test.tsx") && !rendersOnTheServer(text))
      .map(({ file }) => file);
    expect(needless).toEqual([]);
  });
});
