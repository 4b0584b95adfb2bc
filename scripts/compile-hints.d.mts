// Types for compile-hints.mjs (plain JavaScript: it runs after `next build`, before any TypeScript loader).
export const COMPILE_HINT: "//# allFunctionsCalledOnLoad\n";
export function withCompileHint(source: string): string;
export function firstLoadScripts(
  buildManifest: { rootMainFiles?: string[]; polyfillFiles?: string[] },
  clientManifests: { entryJSFiles?: Record<string, string[]> }[],
): string[];
export function markFirstLoadScripts(distDir: string): number;
