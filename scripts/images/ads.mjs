// Advertiser ads (800x400 banners, no text).
import { draw } from "./products.mjs";
import { circle, dots, ellipse, g, path, rect, shade, shadow, stroke, svg, writePicture } from "./svg.mjs";

const scooter = () =>
  circle(130, 250, 34, "#263238") +
  circle(130, 250, 14, "#B0BEC5") +
  circle(290, 250, 34, "#263238") +
  circle(290, 250, 14, "#B0BEC5") +
  path("M120 240q10-70 90-70h50l40 70Z", "#E53935") +
  rect(230, 110, 70, 60, 8, "#FBC02D") +
  stroke("M300 240l-30-120h-30", "#37474F", 10);
const soup = () =>
  shadow(120) +
  path("M90 150h220q-10 100-110 100T90 150Z", "#8D6E63") +
  ellipse(200, 150, 110, 22, "#E0A33A") +
  dots(200, 150, 80, 8, 7, "#7CB342", 4) +
  stroke("M170 120q-14-20 0-40M230 120q-14-20 0-40", "#FFFFFFAA", 6);

// [file, colour, illustrations as [shape-or-function, options, x, y, scale]]
const ADS = [
  [
    "pizza-em-dobro",
    "#C62828",
    [
      ["pizza", {}, 360, 50, 0.95],
      ["pizza", { toppings: [["#B71C1C", 15, 9, 2]] }, 500, 90, 0.8],
    ],
  ],
  ["frete-gratis", "#1E88E5", [[scooter, null, 380, 40, 1]]],
  [
    "prato-do-dia",
    "#2E7D32",
    [
      [
        "meal",
        {
          items: [
            ["rice", 150, 184],
            ["beans", 244, 182],
            ["meat", 160, 226, "#6D3B1E"],
            ["fries", 254, 224],
          ],
        },
        380,
        40,
        1.05,
      ],
    ],
  ],
  ["caldos-de-inverno", "#6D4C41", [[soup, null, 380, 40, 1.05]]],
  [
    "chocolate-quente",
    "#4E342E",
    [
      ["mug", { liquid: "#5D4037" }, 330, 50, 1],
      ["cheeseBalls", {}, 510, 110, 0.75],
    ],
  ],
];

function adSvg(color, illustrations) {
  const art = illustrations
    .map(([shape, options, x, y, scale]) =>
      g(`translate(${x} ${y}) scale(${scale})`, typeof shape === "function" ? shape() : draw[shape](options)),
    )
    .join("");
  return svg(
    800,
    400,
    rect(0, 0, 800, 400, 0, color) +
      circle(120, 80, 160, shade(color, 0.15)) +
      circle(620, 220, 230, shade(color, 0.8)) +
      rect(60, 250, 220, 20, 10, "#FFFFFF", ' opacity=".5"') +
      rect(60, 290, 150, 20, 10, "#FFFFFF", ' opacity=".35"') +
      art,
  );
}

/** Writes public/images/ads/*.webp and returns how many. */
export async function writeAds() {
  for (const [file, color, illustrations] of ADS)
    await writePicture(`images/ads/${file}.webp`, adSvg(color, illustrations));
  return ADS.length;
}
