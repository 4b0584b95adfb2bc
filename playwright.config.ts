import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { E2E_FORWARDING_SECRET, E2E_SIGN_IN_LIMIT } from "./e2e/support/rate-limits";

const outputDir = process.env.E2E_OUTPUT_DIR ?? "test-results";
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54331);
const baseURL = `http://127.0.0.1:${PORT}`;
// Debian's Chromium where it exists (no browser download here); Playwright's own browser elsewhere. The old
// headless shell first (the build Playwright itself uses for headless runs): the full browser's new headless
// mode keeps a GPU process and a browser-UI renderer busy and made the suite about a third slower on 2 cores.
// E2E_CHROMIUM picks another binary (the full /usr/bin/chromium for --headed runs).
const systemChromium = [
  process.env.E2E_CHROMIUM,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
].find((path) => path && existsSync(path));
const executablePath = systemChromium ?? undefined;

export default defineConfig({
  testDir: "e2e",
  outputDir,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // A failed test keeps its trace (each action's DOM before and after, network, console), without the
    // screencast: filming every test kept Chromium's compositor busy and cost about 15 % of the suite's time.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build (`npm run test:e2e` builds first) on a fresh, throwaway embedded backend.
    // No -H: Next.js compares a proxy rewrite's URL (whose 127.0.0.1 it spells "localhost") with the address it
    // was started on, and with -H 127.0.0.1 it would fetch the /?q= search rewrite from itself over HTTP.
    command: `node scripts/with-backend.mjs next start -p ${PORT}`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM rather than Playwright's default SIGKILL: with-backend stops the backend and removes the run's
    // folder of the saved database (scripts/with-backend.mjs snapshotDir), 45 MB a run otherwise left in /tmp.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: baseURL,
      VITRINE_BACKEND_PORT: String(BACKEND_PORT),
      VITRINE_DATA_DIR: "memory",
      // ~100 sign-ins in one run, all from 127.0.0.1: well under this. e2e/security.spec.ts exhausts it for
      // 127.0.0.1 and empties the limiters afterwards, so the rest of the suite never sees a 429.
      VITRINE_AUTH_RATE_LIMIT_SIGN_IN: String(E2E_SIGN_IN_LIMIT),
      // fixed, so the tests can name an address to the backend exactly as the app does
      VITRINE_FORWARDING_SECRET: E2E_FORWARDING_SECRET,
    },
  },
});
