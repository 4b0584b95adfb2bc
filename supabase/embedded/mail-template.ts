/** What Supabase Auth's e-mail templates may use (Go templates' `{{ .Name }}`), as strings. */
export type TemplateData = {
  SiteURL: string;
  ConfirmationURL: string;
  TokenHash: string;
  RedirectTo: string;
  Email: string;
  /** The user's user_metadata, as `{{ .Data.key }}`. */
  Data: Record<string, unknown>;
};

const PLACEHOLDER = /\{\{-?\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*-?\}\}/g;
const KNOWN = new Set(["SiteURL", "ConfirmationURL", "TokenHash", "RedirectTo", "Email", "Data"]);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&#34;",
  "'": "&#39;",
};

/** As Go's html/template escapes a value in text and in a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * Fills `{{ .Name }}` and `{{ .Data.key }}`, HTML-escaped unless `html` is false (a subject line). Anything else in `{{ }}` (conditions, `.Token`, which this
 * backend never issues) is refused at start-up by `checkTemplate`, so a template never ships a raw brace.
 */
export function renderTemplate(text: string, data: TemplateData, html = true): string {
  const out = (value: string) => (html ? escapeHtml(value) : value);
  return text.replace(PLACEHOLDER, (_match, name: string, key: string | undefined) => {
    if (name === "Data") {
      const value = key === undefined ? undefined : data.Data[key];
      return value === undefined || value === null ? "" : out(String(value));
    }
    return out(String(data[name as Exclude<keyof TemplateData, "Data">] ?? ""));
  });
}

/** The first `{{ … }}` this renderer cannot fill, or null when the template is fine. */
export function unsupportedPlaceholder(text: string): string | null {
  for (const match of text.matchAll(/\{\{[^}]*\}\}/g)) {
    const known = /^\{\{-?\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*-?\}\}$/.exec(match[0]);
    if (!known || !KNOWN.has(known[1]!) || (known[1] === "Data") !== (known[2] !== undefined))
      return match[0];
  }
  return null;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#34": '"',
  "#39": "'",
  nbsp: " ",
};

/** A plain-text part from the HTML one (Mailpit's `Text`): links keep their address, tags go. */
export function htmlToText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/\s+/g, " ")
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, "$2: $1")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|div|li)\s*>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#34|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
