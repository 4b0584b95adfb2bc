// Brands: company logos (monograms) and covers, admin avatars.
import { draw } from "./products.mjs";
import { circle, g, monogram, rect, shade, svg, writePicture } from "./svg.mjs";

// [slug, initials, colour, cover illustration shape, options]
const COMPANIES = [
  ["padaria-pao-quente", "PQ", "#D97706", "breadRolls", {}],
  [
    "bella-napoli",
    "BN",
    "#C62828",
    "pizza",
    {
      toppings: [
        ["#FFFFFF", 12, 6, 9],
        ["#2E7D32", 7, 5, 11],
      ],
    },
  ],
  ["burger-mineiro", "BM", "#6D4C41", "burger", { patties: 2 }],
  ["sushi-kenzo", "SK", "#263238", "sushiBoard", {}],
  ["acai-da-praca", "AP", "#6A1B9A", "glass", { liquid: "#4A148C", toppings: "#FFF59D", straw: "#AB47BC" }],
  [
    "sabor-de-minas",
    "SM",
    "#2E7D32",
    "meal",
    {
      items: [
        ["farofa", 160, 190],
        ["rice", 250, 180],
        ["greens", 200, 226],
        ["egg", 262, 222],
      ],
    },
  ],
  ["cantina-do-nonno", "CN", "#B71C1C", "pastaPlate", {}],
  ["supermercado-bom-preco", "BP", "#1565C0", "sack", { color: "#FFFFFF", label: "#1565C0" }],
  ["hortifruti-santa-efigenia", "HS", "#43A047", "basket", {}],
  ["drogaria-vida", "DV", "#00897B", "medBox", { color: "#00897B" }],
  ["farmacia-pampulha", "FP", "#1E88E5", "medBox", { color: "#1E88E5", pill: "#F48FB1" }],
  [
    "adega-do-chico",
    "AC",
    "#5B1633",
    "bottle",
    { body: "#4A0E2E", label: "#F5F5DC", cap: "#880E4F", slim: true },
  ],
  ["lanchonete-da-esquina", "LE", "#F57C00", "sandwich", {}],
  ["forno-e-lenha", "FL", "#BF360C", "pizza", { toppings: [["#B71C1C", 15, 9, 2]] }],
  ["mercadinho-sao-jose", "MS", "#00838F", "sack", { color: "#FFF8E1", label: "#00838F", grain: "#D7A27A" }],
  ["drogaria-popular", "DP", "#C2185B", "medBox", { color: "#C2185B" }],
];

function coverSvg(slug, color, shape, options) {
  const id = `p-${slug}`;
  return svg(
    1200,
    400,
    `<defs><linearGradient id="${id}g" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient>` +
      `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse">${circle(8, 8, 3, "#FFFFFF", ' opacity=".16"')}${circle(28, 28, 2, "#FFFFFF", ' opacity=".12"')}</pattern></defs>` +
      rect(0, 0, 1200, 400, 0, `url(#${id}g)`) +
      rect(0, 0, 1200, 400, 0, `url(#${id})`) +
      circle(120, 420, 200, "#FFFFFF", ' opacity=".08"') +
      circle(520, -40, 140, "#FFFFFF", ' opacity=".08"') +
      circle(960, 200, 190, shade(color, 0.85)) +
      g("translate(730 28) scale(1.15)", draw[shape](options)),
  );
}

// [file, initials, colour]
const AVATARS = [
  ["paulo-henrique-martins", "PH", "#1E88E5"],
  ["mariana-costa", "MC", "#8E24AA"],
  ["lucas-ferreira", "LF", "#00897B"],
  ["juliana-ribeiro", "JR", "#F4511E"],
];

/** Writes public/images/companies/*.webp and public/images/avatars/*.webp and returns how many of each. */
export async function writeBrands() {
  for (const [slug, initials, color, shape, options] of COMPANIES) {
    await writePicture(`images/companies/${slug}-logo.webp`, monogram(200, initials, color));
    await writePicture(`images/companies/${slug}-cover.webp`, coverSvg(slug, color, shape, options));
  }
  for (const [file, initials, color] of AVATARS)
    await writePicture(`images/avatars/${file}.webp`, monogram(128, initials, color));
  return { companies: COMPANIES.length, avatars: AVATARS.length };
}
