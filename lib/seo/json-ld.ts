/**
 * JSON-LD serialisation safe to inline in `<script type="application/ld+json">`: `<` becomes `\u003c` so a
 * value such as "</script>" cannot close the tag (Next.js JSON-LD guide); U+2028/U+2029 are escaped too so
 * the text stays valid JavaScript for any consumer that evaluates it.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Money as schema.org wants it in an Offer: a plain decimal string with two places, e.g. "12.90". */
export function schemaPrice(value: number): string {
  return value.toFixed(2);
}
