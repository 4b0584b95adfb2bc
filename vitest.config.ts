import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@/": `${root}/`,
  // `server-only` throws outside React Server Components; in tests the modules run in plain Node.
  "server-only": `${root}/tests/support/empty-module.ts`,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // every core: left to itself, Vitest 4 kept one of this machine's two idle (the suite took 45 % longer)
    maxWorkers: "100%",
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
          environment: "jsdom",
          include: ["tests/**/*.test.tsx"],
          setupFiles: ["tests/support/setup-dom.ts"],
        },
      },
    ],
  },
});
