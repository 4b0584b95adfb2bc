import { serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for crawlers; serializeJsonLd escapes `<` so the payload cannot break out of the tag. */
export function JsonLdScript({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
