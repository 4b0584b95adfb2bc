import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "playwright-report/**",
      "test-results/**",
      ".data/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // fixtures/ is the seed's source and test data (docs/product.md §3): the app reads data through lib/data.
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation.ts", "supabase/embedded/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/fixtures", "@/fixtures/*", "**/fixtures", "**/fixtures/*"],
              message:
                "fixtures/ is seed and test data only: read through lib/data, import types from lib/<domain>/types.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
