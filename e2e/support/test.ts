import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

/**
 * The suite's `test`: every page any test opens is watched for Content-Security-Policy violations the
 * browser reports on the console, and a test that met one fails (issue 9: none on any page).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, "CSP violations reported on the console").toEqual([]);
    },
    { auto: true },
  ],
});
