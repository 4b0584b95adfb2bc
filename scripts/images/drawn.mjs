// The pictures drawn by hand rather than in code (the category tiles and the placeholders of a store or a product
// with no picture): their SVG sources live in scripts/images/drawn/, mirrored under public/ as WebP.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { writePicture } from "./svg.mjs";

const DRAWN = join(dirname(fileURLToPath(import.meta.url)), "drawn");
/** The category tiles are 96 px drawings shown at up to 56 px: twice their size keeps them sharp on a phone. */
const SCALE = { categorias: 2 };

/** Writes public/images/<folder>/<name>.webp for every scripts/images/drawn/<folder>/<name>.svg; returns how many. */
export async function writeDrawn() {
  let count = 0;
  for (const folder of readdirSync(DRAWN)) {
    for (const file of readdirSync(join(DRAWN, folder)).filter((name) => name.endsWith(".svg"))) {
      const drawing = readFileSync(join(DRAWN, folder, file), "utf8");
      await writePicture(`images/${folder}/${file.replace(/\.svg$/, ".webp")}`, drawing, SCALE[folder] ?? 1);
      count += 1;
    }
  }
  return count;
}
