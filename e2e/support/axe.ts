import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 levels A and AA (product.md D12): the rules Lighthouse's accessibility score also builds on. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each rule with
 * the elements it flagged, so a failure reads like "color-contrast (serious): … \n  main > .badge".
 * `rules`: WCAG 2.1 A/AA (the public pages, as Lighthouse) or every axe rule (the signed-in areas' screens,
 * best practices included).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  label: string = page.url(),
  rules: "wcag-aa" | "all" = "wcag-aa",
): Promise<void> {
  // Axe runs in the page itself (legacy mode: the app has no frames, so nothing is skipped) rather than partly
  // in a blank page the builder would open for every scan, and keeps node details for violations only: together
  // a scan of a dashboard screen takes about 0.6 s instead of 1.3 s, with the same violations reported.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const { violations } = await (rules === "all" ? axe : axe.withTags(WCAG_AA_TAGS)).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .map((node) => `    ${node.target.join(" ")}  ${(node.failureSummary ?? "").replace(/\s+/g, " ")}`)
        .join("\n"),
  );
  expect(report, `serious or critical axe violations on ${label} (${page.url()})`).toEqual([]);
}
