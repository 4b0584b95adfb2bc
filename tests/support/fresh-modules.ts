import { afterAll, vi } from "vitest";

// The test files of a worker share one process and the packages' modules (vitest.config.ts: `isolate: false`,
// set up once rather than once per file). A setup file runs before each of them: the app's own modules load
// again, so each file's vi.mock applies, and what a file changed in the process leaves with it (Vitest itself
// restores every spy after each file, shared or not).
vi.resetModules();

const environment = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});
