// App icons (icon.svg, apple-icon.png) and the default Open Graph image (og-default.png).
import sharp from "sharp";

import { circle, FONT, g, path, rect, svg, write } from "./svg.mjs";

const BRAND = "#1E88E5";
/** product.md §9 primary colour; a white storefront (awning, window, door) on a blue tile. */
const storefront = (radius) =>
  rect(0, 0, 512, 512, radius, BRAND) +
  path("M96 150h320v22a40 40 0 0 1-80 0a40 40 0 0 1-80 0a40 40 0 0 1-80 0a40 40 0 0 1-80 0Z", "#FFFFFF") +
  path("M120 88h272l24 62H96Z", "#FFFFFF") +
  path("M124 214h264v196H124Z", "#FFFFFF") +
  rect(150, 244, 112, 92, 10, BRAND) +
  rect(288, 262, 74, 148, 8, BRAND);
const iconSvg = (radius) => svg(512, 512, storefront(radius));

const ogSvg = svg(
  1200,
  630,
  `<defs><linearGradient id="og" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="#0D47A1"/></linearGradient></defs>` +
    rect(0, 0, 1200, 630, 0, "url(#og)") +
    circle(1080, 90, 220, "#FFFFFF", ' opacity=".07"') +
    circle(160, 600, 180, "#FFFFFF", ' opacity=".07"') +
    g(
      "translate(110 179) scale(0.53)",
      storefront(112).replace(`fill="${BRAND}"`, 'fill="#FFFFFF" fill-opacity=".18"'),
    ) +
    `<text x="420" y="315" font-family="${FONT}" font-size="132" font-weight="700" fill="#FFFFFF">Vitrine</text>` +
    `<text x="424" y="395" font-family="${FONT}" font-size="44" fill="#E3F2FD">Sua vitrine digital rápida e prática</text>`,
);

/** Writes the icons and og-default.png under public/ (PNGs rasterised with sharp). */
export async function writeIcons() {
  write("icon.svg", iconSvg(112));
  // iOS masks the corners itself, so the touch icon is a full square.
  write(
    "apple-icon.png",
    await sharp(Buffer.from(iconSvg(0)))
      .resize(180, 180)
      .png()
      .toBuffer(),
  );
  write("og-default.png", await sharp(Buffer.from(ogSvg)).png({ compressionLevel: 9 }).toBuffer());
}
