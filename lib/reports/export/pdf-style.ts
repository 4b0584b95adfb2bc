import "server-only";

/** The PDF's page, type and colours (A4 in points; the site's brand blue, AA on white). */
export const PAGE = { size: "A4", margin: 48 } as const;
export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;
export const COLOR = {
  text: "#1F2937",
  muted: "#4B5563",
  primary: "#1565C0",
  header: "#E3F2FD",
  zebra: "#F8FAFC",
  grid: "#E5E7EB",
} as const;

// Windows-1252 beyond Latin-1: the characters the standard PDF fonts can show besides ASCII and Latin-1.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the standard fonts can show: every Portuguese letter is there; anything else (an emoji in a
 * product's name, a narrow space from Intl) becomes its closest form or '?' instead of a wrong glyph.
 */
export function pdfText(value: string): string {
  return Array.from(value.normalize("NFC").replace(/[\u202f\u2009]/g, " "))
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
        return char;
      if (code === 0x2212) return "-";
      return "?";
    })
    .join("");
}
