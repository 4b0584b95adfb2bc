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
  const axe = new AxeBuilder({ page });
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
