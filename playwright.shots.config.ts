import { defineConfig } from "@playwright/test";

import base from "./playwright.config";

/**
 * `npm run shots`: the suite's browser, server and backend, running only the screenshot files (*.shots.ts),
 * which the test suite itself never matches (it runs *.spec.ts).
 */
export default defineConfig({ ...base, testMatch: "**/*.shots.ts" });
