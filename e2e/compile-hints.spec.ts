import { expect, test } from "./support/test";

import { PAGES, scriptSources } from "../bench/pages";

// `npm run build` ends with scripts/compile-hints.mjs: each script of a first view carries V8's compile hint on its
// first line, so Chrome compiles it while it downloads instead of in the task that hydrates the page.
test.describe("the storefront's first-view scripts are compiled while they download", () => {
  for (const [name, path] of PAGES.filter(([name]) => name !== "404")) {
    test(`every script the ${name} page loads starts with the compile hint`, async ({ request, baseURL }) => {
      const html = await (await request.get(path)).text();
      const sources = scriptSources(html, new URL(path, baseURL).href);
      expect(sources.length).toBeGreaterThan(3);
      for (const source of sources) {
        const body = await (await request.get(source)).text();
        expect(body.slice(0, 40).split("\n")[0], source).toBe("//# allFunctionsCalledOnLoad");
      }
    });
  }
});
