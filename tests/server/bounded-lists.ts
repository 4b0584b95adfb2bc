/** A `.from("table")` query chain in a source file: its table, first line and text to the chain's end. */
export type QueryChain = { table: string; line: number; text: string };

const OPEN = "([{";
const CLOSE = ")]}";

/** Every `.from("…")` chain: from `.from(` to the first `;` or `,` outside brackets, or its enclosing bracket. */
export function queryChains(source: string): QueryChain[] {
  const chains: QueryChain[] = [];
  for (const match of source.matchAll(/\.from\(\s*["'`]([\w.]+)["'`]\s*\)/g)) {
    const start = match.index;
    let depth = 0;
    let end = start;
    let quote: string | null = null;
    for (; end < source.length; end += 1) {
      const ch = source[end]!;
      if (quote) {
        if (ch === "\\") end += 1;
        else if (ch === quote) quote = null;
        continue;
      }
      if (ch === '"' || ch === "'" || ch === "`") quote = ch;
      else if (OPEN.includes(ch)) depth += 1;
      else if (CLOSE.includes(ch)) {
        depth -= 1;
        if (depth < 0) break;
      } else if (depth === 0 && (ch === ";" || ch === ",")) break;
    }
    chains.push({
      table: match[1]!,
      line: source.slice(0, start).split("\n").length,
      text: source.slice(start, end),
    });
  }
  return chains;
}

/**
 * Reads (a `.select(` with no write before it) that end in no bound. A read by primary keys (`.in("id", ids)`)
 * is bounded by its list of ids.
 */
export function unboundedChains(source: string): QueryChain[] {
  return queryChains(source).filter(({ text }) => {
    const read = /^\.from\([^)]*\)\s*\.select\(/.test(text);
    const bounded = /\.(limit|range|single|maybeSingle)\(|head:\s*true|\.in\(\s*["']id["']/.test(text);
    return read && !bounded;
  });
}
