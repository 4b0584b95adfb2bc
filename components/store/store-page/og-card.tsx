/**
 * The 1200x630 Open Graph picture of a store or product page, drawn by next/og (Satori: inline styles and
 * flexbox only). PNG because most Open Graph consumers reject the sample SVG images.
 */

export const OG_SIZE = { width: 1200, height: 630 };

export type OgCardProps = {
  /** Small line above the title: the site name or the store's name. */
  eyebrow: string;
  title: string;
  /** Facts under the title, e.g. ["Nota 4,8", "Entrega em 20-30 min"]. */
  facts: string[];
  /** Big right-aligned figure, e.g. a price. */
  highlight?: string;
  footer: string;
  /** the site's name (catalogue `metadata.siteName`) */
  brand: string;
};

export function OgCard({ eyebrow, title, facts, highlight, footer, brand }: OgCardProps) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "linear-gradient(135deg, #1E88E5 0%, #0D47A1 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", fontSize: 34, opacity: 0.9 }}>{eyebrow}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div
          style={{ display: "flex", fontSize: title.length > 40 ? 64 : 80, lineHeight: 1.1, fontWeight: 700 }}
        >
          {title}
        </div>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <div style={{ display: "flex", gap: 20, fontSize: 32 }}>
            {facts.map((fact) => (
              <div
                key={fact}
                style={{
                  display: "flex",
                  padding: "8px 20px",
                  borderRadius: 999,
                  background: "rgba(255,255,255,0.18)",
                }}
              >
                {fact}
              </div>
            ))}
          </div>
          {highlight && <div style={{ display: "flex", fontSize: 64, fontWeight: 700 }}>{highlight}</div>}
        </div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: "#E3F2FD" }}>
        <span>{brand}</span>
        <span>{footer}</span>
      </div>
    </div>
  );
}
