import { expect, test as base } from "@playwright/test";

export * from "@playwright/test";

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;
// next-intl logs a message missing from the client provider's namespaces (and shows its key instead)
const MISSING_MESSAGE = /MISSING_MESSAGE/;

/**
 * The suite's `test`: every page any test opens is watched for Content-Security-Policy violations the
 * browser reports on the console (product.md D9: none on any page) and for messages missing from the client's
 * catalogue; a test that met one fails.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (CSP_MESSAGE.test(text) || MISSING_MESSAGE.test(text)) violations.push(`${page.url()}: ${text}`);
      });
      await use(violations);
      expect(violations, "CSP violations or missing messages reported on the console").toEqual([]);
    },
    { auto: true },
  ],
});
