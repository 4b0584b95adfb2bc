/**
 * How deeply `text` nests JSON arrays and objects, counted without parsing (strings skipped, escapes honoured):
 * true as soon as it passes `limit`. Shared by the embedded backend's body reader and the app's server-action
 * body check, both of which refuse a body before a recursive parser could choke on it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === "]" || char === "}") depth -= 1;
  }
  return false;
}
