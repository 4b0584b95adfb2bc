import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@/": `${root}/`,
  // `server-only` throws outside React Server Components; in tests the modules run in plain Node.
  "server-only": `${root}/tests/support/empty-module.ts`,
};

/** The component tests' browser: jsdom, Testing Library's matchers, and each file's modules afresh. */
const dom = {
  environment: "jsdom" as const,
  setupFiles: ["tests/support/fresh-modules.ts", "tests/support/setup-dom.ts"],
};

export default defineConfig({
  resolve: { alias },
  test: {
    // every core: left to itself, Vitest 4 kept one of this machine's two idle (the suite took 45 % longer)
    maxWorkers: "100%",
    // `isolate: false` (backend, components): a worker runs those files one after another in one process (one
    // jsdom for the components) instead of a fresh process, environment and copy of every package per file.
    // tests/support/fresh-modules.ts runs before each file, so each still gets the app's modules afresh (its
    // vi.mock applies) and leaves no fake, stub or environment variable behind. The unit files stay isolated:
    // some load Next's server internals, whose process-wide state (AsyncLocalStorage, the proxy's) a shared
    // process carried from one file into another.
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/backend/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "backend",
          environment: "node",
          isolate: false,
          setupFiles: ["tests/support/fresh-modules.ts"],
          include: ["tests/backend/**/*.test.ts"],
          // the migrated and seeded database, built once per run for every in-memory backend to start from
          globalSetup: ["tests/support/pglite-snapshot.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "components",
          ...dom,
          isolate: false,
          include: ["tests/**/*.test.tsx"],
          exclude: ["tests/**/*.ssr.test.tsx"],
        },
      },
      {
        // Server-renders with react-dom/server beside the browser renderer: a shared context would carry the
        // server renderer's mark into the next file's render ("multiple renderers"), so each file is alone
        // (tests/ssr-test-files.test.ts fails when a file that server-renders lacks the name).
        resolve: { alias },
        test: {
          name: "components-ssr",
          ...dom,
          include: ["tests/**/*.ssr.test.tsx"],
        },
      },
    ],
  },
});
