/**
 * A small robots.txt evaluator for tests (RFC 9309 as Google applies it): the rules of the group for "*",
 * `*` wildcards and a trailing `$` anchor, the longest matching rule wins and Allow wins a tie.
 */

export type RobotsRule = { allow: boolean; pattern: string };

/** The Allow/Disallow rules of the "User-agent: *" group of a robots.txt file. */
export function parseRobotsTxt(text: string): RobotsRule[] {
  const rules: RobotsRule[] = [];
  let inStarGroup = false;
  let readingAgents = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === "user-agent") {
      inStarGroup = readingAgents ? inStarGroup || value === "*" : value === "*";
      readingAgents = true;
      continue;
    }
    readingAgents = false;
    if (inStarGroup && (field === "allow" || field === "disallow") && value !== "") {
      rules.push({ allow: field === "allow", pattern: value });
    }
  }
  return rules;
}

function toRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

export function isAllowed(rules: readonly RobotsRule[], path: string): boolean {
  let best: RobotsRule | undefined;
  for (const rule of rules) {
    if (!toRegExp(rule.pattern).test(path)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieAllow) best = rule;
  }
  return best ? best.allow : true;
}
