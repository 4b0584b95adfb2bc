#!/usr/bin/env node
// Generates the sample data's local images (flat illustrations drawn as SVG, served as WebP) plus the app icons
// and the default Open Graph image. Run with `node scripts/generate-images.mjs`; the output under public/ is
// committed. Each catalogue lives in scripts/images/ (shared primitives in svg.mjs, hand-drawn sources in drawn/).
import { writeAds } from "./images/ads.mjs";
import { writeBrands } from "./images/brands.mjs";
import { writeDrawn } from "./images/drawn.mjs";
import { writeIcons } from "./images/icons.mjs";
import { writeProducts } from "./images/products.mjs";

const products = await writeProducts();
const { companies, avatars } = await writeBrands();
const ads = await writeAds();
const drawn = await writeDrawn();
await writeIcons();

console.log(
  `generated ${products} products, ${companies} companies, ${avatars} avatars, ${ads} ads, ${drawn} drawn pictures, icons and og image`,
);
