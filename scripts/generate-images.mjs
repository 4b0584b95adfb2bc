#!/usr/bin/env node
// Generates the sample data's local images (flat SVG illustrations) plus the app icons and the default
// Open Graph image. Run with `node scripts/generate-images.mjs`; the output under public/ is committed.
// Each catalogue lives in scripts/images/ (shared primitives in svg.mjs).
import { writeAds } from "./images/ads.mjs";
import { writeBrands } from "./images/brands.mjs";
import { writeIcons } from "./images/icons.mjs";
import { writeProducts } from "./images/products.mjs";

const products = writeProducts();
const { companies, avatars } = writeBrands();
const ads = writeAds();
await writeIcons();

console.log(
  `generated ${products} products, ${companies} companies, ${avatars} avatars, ${ads} ads, icons and og image`,
);
