// Shared SVG primitives for every catalogue, plus the writers that put files under public/.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public");
const MAX_SVG_BYTES = 4096;
const WEBP_QUALITY = 82;

export function write(relative, content) {
  const file = join(PUBLIC, relative);
  mkdirSync(dirname(file), { recursive: true });
  if (typeof content === "string" && Buffer.byteLength(content) > MAX_SVG_BYTES) {
    throw new Error(`${relative} is ${Buffer.byteLength(content)} bytes; keep SVGs under ${MAX_SVG_BYTES}`);
  }
  writeFileSync(file, content);
}

/**
 * A drawing as the WebP the storefront shows, rasterised at `scale` times its own size. An SVG in an <img> is a
 * whole document that Chromium builds on the page's main thread: the home's 31 pictures cost it 100–450 ms of
 * work during the hydration (bench/lighthouse.ts), where a WebP is decoded off the main thread.
 */
export async function writePicture(relative, drawing, scale = 1) {
  if (!relative.endsWith(".webp")) throw new Error(`${relative}: the catalogue's pictures are .webp files`);
  const picture = await sharp(Buffer.from(drawing), { density: 72 * scale })
    .webp({ quality: WEBP_QUALITY, effort: 6 })
    .toBuffer();
  write(relative, picture);
}

export const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
export const g = (transform, body) => `<g transform="${transform}">${body}</g>`;
export const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
export const rect = (x, y, w, h, r, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
export const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d, color, width) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
/** Dots at fixed pseudo-random spots inside a circle (deterministic, so reruns produce identical files). */
export function dots(cx, cy, spread, count, r, fill, seed = 1) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = (i * 2.399 + seed) % (2 * Math.PI);
    const dist = spread * Math.sqrt(((i * 0.618 + seed * 0.37) % 1) * 0.85 + 0.1);
    out += circle(Math.round(cx + Math.cos(angle) * dist), Math.round(cy + Math.sin(angle) * dist), r, fill);
  }
  return out;
}

// Grounding for the 400x300 product canvas, shared by the product drawings and the ad art.
export const plate = (rx = 150, ry = 48, y = 215) =>
  ellipse(200, y + 6, rx, ry, "#0000001a") + ellipse(200, y, rx, ry, "#FFFFFF");
export const shadow = (rx = 110, y = 252) => ellipse(200, y, rx, 14, "#00000022");

/** Darkens (amount < 0) or lightens (amount > 0) a #RRGGBB colour. */
export function shade(hex, amount) {
  const channel = (i) => {
    const value = parseInt(hex.slice(i, i + 2), 16);
    const target = amount < 0 ? 0 : 255;
    return Math.round(value + (target - value) * Math.abs(amount))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export const FONT = "Inter, 'Liberation Sans', Arial, sans-serif";
export const monogram = (size, initials, color) =>
  svg(
    size,
    size,
    circle(size / 2, size / 2, size / 2, color) +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="${size * 0.02}"/>` +
      `<text x="50%" y="${size * 0.62}" text-anchor="middle" font-family="${FONT}" font-size="${size * 0.36}" font-weight="700" fill="#FFFFFF">${initials}</text>`,
  );
