#!/usr/bin/env node
// Generates the sample data's local images (flat SVG illustrations) plus the app icons and the default
// Open Graph image. Run with `node scripts/generate-images.mjs`; the output under public/ is committed.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const MAX_SVG_BYTES = 4096;

function write(relative, content) {
  const file = join(PUBLIC, relative);
  mkdirSync(dirname(file), { recursive: true });
  if (typeof content === "string" && Buffer.byteLength(content) > MAX_SVG_BYTES) {
    throw new Error(`${relative} is ${Buffer.byteLength(content)} bytes; keep SVGs under ${MAX_SVG_BYTES}`);
  }
  writeFileSync(file, content);
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const g = (transform, body) => `<g transform="${transform}">${body}</g>`;
const circle = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const rect = (x, y, w, h, r, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
const path = (d, fill, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d, color, width) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
/** Dots at fixed pseudo-random spots inside a circle (deterministic, so reruns produce identical files). */
function dots(cx, cy, spread, count, r, fill, seed = 1) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = (i * 2.399 + seed) % (2 * Math.PI);
    const dist = spread * Math.sqrt(((i * 0.618 + seed * 0.37) % 1) * 0.85 + 0.1);
    out += circle(Math.round(cx + Math.cos(angle) * dist), Math.round(cy + Math.sin(angle) * dist), r, fill);
  }
  return out;
}

// ---------- product illustrations (400x300, subject centred on a soft halo) ----------
const plate = (rx = 150, ry = 48, y = 215) =>
  ellipse(200, y + 6, rx, ry, "#0000001a") + ellipse(200, y, rx, ry, "#FFFFFF");
const shadow = (rx = 110, y = 252) => ellipse(200, y, rx, 14, "#00000022");

const draw = {
  breadRolls: ({ crust = "#D08A3C" }) =>
    plate(160, 50, 222) +
    [
      [135, 190, -12],
      [265, 190, 12],
      [200, 205, 0],
    ]
      .map(([x, y, r]) =>
        g(
          `translate(${x} ${y}) rotate(${r})`,
          ellipse(0, 0, 72, 34, crust) + stroke("M-46 4Q0-26 46 4", "#F3C98B", 9),
        ),
      )
      .join(""),
  cheeseBalls: ({ color = "#E9B04F" }) =>
    plate() +
    [
      [140, 200],
      [200, 188],
      [260, 200],
      [170, 222],
      [232, 222],
    ]
      .map(
        ([x, y]) =>
          circle(x, y, 32, color) +
          circle(x - 9, y - 10, 9, "#FFFFFF55") +
          dots(x, y, 22, 4, 3, "#B7772A", x),
      )
      .join(""),
  coxinha: ({ color = "#D9822B" }) =>
    plate() +
    [
      [150, 0],
      [250, 8],
    ]
      .map(([x, r]) =>
        g(
          `translate(${x} 150) rotate(${r})`,
          path("M0-70C20-35 50-5 50 30A50 42 0 0 1-50 30C-50-5-20-35 0-70Z", color) +
            dots(0, 20, 34, 9, 3, "#A85A17", x),
        ),
      )
      .join(""),
  cakeSlice: ({ sponge = "#F0A04B", top = "#5B3318" }) =>
    plate() +
    path("M110 215L300 215L300 140L110 178Z", sponge) +
    path("M110 196L300 190", "none", ' stroke="#FFFFFF88" stroke-width="5"') +
    path(
      "M104 180L300 132L306 144L300 152L282 150L270 162L250 156L230 170L200 162L170 178L140 176L112 190Z",
      top,
    ),
  sandwich: ({ bread = "#E0A458" }) =>
    shadow(130) +
    rect(90, 190, 220, 44, 18, bread) +
    path("M94 190Q200 170 306 190L306 200L94 200Z", "#E88A8A") +
    path(
      "M92 178L308 178L300 198L280 190L262 206L240 190L200 204L170 190L140 206L120 190L100 198Z",
      "#F7D046",
    ) +
    rect(86, 120, 228, 62, 26, bread) +
    stroke("M130 140L160 166M180 136L210 166M230 136L260 166", "#9C5B1E", 7),
  donut: ({ color = "#E6A44E", filling = "#A0602A" }) =>
    plate() +
    ellipse(200, 170, 110, 62, color) +
    ellipse(280, 176, 34, 22, filling) +
    dots(190, 150, 70, 16, 3, "#FFFFFF", 2),
  mug: ({ liquid = "#C8996B", cup = "#FFFFFF" }) =>
    shadow(90) +
    stroke("M258 150a38 38 0 0 1 0 70", cup, 14) +
    path("M130 110L270 110L260 240Q258 252 244 252L156 252Q142 252 140 240Z", cup) +
    ellipse(200, 112, 70, 16, liquid) +
    stroke("M180 90q-12-16 0-32M215 90q-12-16 0-32", "#FFFFFFAA", 6),
  glass: ({ liquid = "#F59E0B", cream = null, straw = "#E53935", toppings = null }) =>
    shadow(80) +
    path("M140 80L260 80L244 250L156 250Z", "#FFFFFF88") +
    path("M146 110L254 110L242 244L158 244Z", liquid) +
    (cream ? path("M142 112q10-40 58-36q48-4 58 36Z", cream) + circle(214, 70, 12, "#D32F2F") : "") +
    (toppings ? dots(200, 100, 40, 10, 7, toppings, 3) : "") +
    stroke("M226 40L212 170", straw, 10),
  pizza: ({ sauce = "#D84315", cheese = "#FBE3A0", toppings = [] }) =>
    shadow(130, 258) +
    circle(200, 155, 112, "#E3A857") +
    circle(200, 155, 96, sauce) +
    dots(200, 155, 80, 12, 20, cheese, 5) +
    toppings.map(([color, r, n, seed]) => dots(200, 155, 78, n, r, color, seed)).join("") +
    stroke("M200 59V251M117 107L283 203M117 203L283 107", "#00000026", 3),
  bottle: ({ body = "#E53935", label = "#FFFFFF", cap = "#1B5E20", slim = false }) =>
    shadow(70) +
    (slim
      ? path("M186 40h28v60q26 20 26 60v80q0 12-12 12h-56q-12 0-12-12v-80q0-40 26-60Z", body)
      : path("M184 38h32v26q40 24 40 70v100q0 18-18 18h-76q-18 0-18-18V134q0-46 40-70Z", body)) +
    rect(178, 26, 44, 22, 6, cap) +
    rect(slim ? 160 : 144, 150, slim ? 80 : 112, 56, 6, label) +
    rect(slim ? 176 : 166, 168, slim ? 48 : 68, 20, 10, body, ' opacity=".6"') +
    rect(slim ? 168 : 156, 96, 10, 120, 5, "#FFFFFF44"),
  cans: ({ color = "#C62828", accent = "#F5F5F5", count = 3 }) =>
    shadow(140) +
    Array.from({ length: count }, (_, i) => {
      const x = 200 + (i - (count - 1) / 2) * 84;
      return (
        rect(x - 38, 92, 76, 160, 14, color) +
        ellipse(x, 94, 38, 10, "#CFD8DC") +
        rect(x - 38, 150, 76, 34, 0, accent) +
        rect(x - 26, 104, 8, 140, 4, "#FFFFFF33")
      );
    }).join(""),
  burger: ({ patties = 1, cheese = "#FBC02D", extra = "#8BC34A", bun = "#D9893B" }) => {
    const stack = [];
    let y = 232;
    stack.push(rect(100, y - 30, 200, 34, 16, bun));
    y -= 30;
    for (let i = 0; i < patties; i++) {
      stack.push(rect(94, y - 30, 212, 32, 16, "#5D3A1A"));
      stack.push(
        path(
          `M100 ${y - 30}L300 ${y - 30}L284 ${y - 12}L262 ${y - 26}L236 ${y - 8}L210 ${y - 26}L180 ${y - 10}L150 ${y - 26}L120 ${y - 12}Z`,
          cheese,
        ),
      );
      y -= 32;
    }
    stack.push(stroke(`M96 ${y}q13-14 26 0t26 0t26 0t26 0t26 0t26 0t26 0t26 0`, extra, 12));
    stack.push(path(`M98 ${y - 4}Q98 ${y - 100} 200 ${y - 100}Q302 ${y - 100} 302 ${y - 4}Z`, bun));
    stack.push(dots(200, y - 58, 56, 8, 4, "#FFF3D6", 4));
    return shadow(120) + stack.join("");
  },
  fries: ({ box = "#D32F2F", topping = null }) =>
    shadow(90) +
    [130, 150, 170, 190, 210, 230, 250, 270]
      .map((x, i) =>
        rect(x - 2, 70 + (i % 3) * 14, 18, 120, 4, "#F9C74F", ` transform="rotate(${(i - 4) * 3} ${x} 200)"`),
      )
      .join("") +
    (topping
      ? stroke("M132 128q34 20 68 0t68 0", topping, 14) + dots(200, 122, 60, 8, 6, "#8D3B1F", 7)
      : "") +
    path("M120 140L280 140L262 252L138 252Z", box) +
    circle(200, 196, 22, "#FFFFFF55"),
  rings: ({ color = "#E0A040" }) =>
    plate() +
    [
      [150, 190],
      [250, 190],
      [200, 165],
      [200, 215],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="36" fill="none" stroke="${color}" stroke-width="22"/>`)
      .join(""),
  sushiBoard: ({ fish = "#FF8A65" }) =>
    rect(70, 180, 260, 56, 12, "#A1673A") +
    rect(70, 228, 260, 10, 4, "#7B4A24") +
    [110, 170]
      .map((x) => circle(x, 168, 26, "#263238") + circle(x, 168, 19, "#FAFAFA") + circle(x, 168, 9, fish))
      .join("") +
    [250, 300]
      .map(
        (x) =>
          ellipse(x - 20, 178, 30, 14, "#FAFAFA") + path(`M${x - 56} 170Q${x - 20} 140 ${x + 16} 166Z`, fish),
      )
      .join("") +
    stroke("M236 150L254 162M286 150L304 162", "#FFFFFF99", 3),
  temaki: ({ fish = "#FF7043" }) =>
    shadow(70) +
    path("M140 110L260 90L210 250Z", "#1B3A2A") +
    ellipse(200, 100, 64, 26, "#FAFAFA") +
    path("M156 98Q196 64 246 88Q204 112 156 98Z", fish) +
    dots(200, 96, 30, 6, 4, "#66BB6A", 2),
  hotRoll: ({ crust = "#C8742E" }) =>
    plate() +
    [
      [140, 196],
      [200, 176],
      [260, 196],
      [200, 222],
    ]
      .map(([x, y]) => circle(x, y, 30, crust) + circle(x, y, 20, "#FAFAFA") + circle(x, y, 9, "#FF8A65"))
      .join("") +
    stroke("M120 170q40 30 80 0t80 0", "#4E2A14", 5),
  noodleBowl: ({ bowl = "#37474F", noodles = "#E8B86B", veg = ["#43A047", "#FF7043", "#F5F5F5"] }) =>
    shadow(120) +
    stroke("M120 130q20-16 40 0t40 0t40 0t40 0M116 150q20-16 40 0t40 0t40 0t40 0t30 0", noodles, 10) +
    veg.map((c, i) => dots(200, 128, 66, 4, 9, c, i + 2)).join("") +
    path("M90 150h220q-10 100-110 100T90 150Z", bowl) +
    stroke("M250 40L320 150M270 36L330 146", "#8D6E63", 7),
  dumplings: ({ color = "#F1D9A8" }) =>
    plate() +
    [
      [140, 196],
      [210, 190],
      [280, 198],
    ]
      .map(
        ([x, y]) =>
          path(`M${x - 42} ${y + 16}Q${x} ${y - 60} ${x + 42} ${y + 16}Z`, color) +
          stroke(`M${x - 28} ${y - 8}l8 8m10-18l6 10m12-10l-2 12`, "#C9A86B", 4) +
          path(`M${x - 42} ${y + 16}h84`, "none", ` stroke="#B9772E" stroke-width="8"`),
      )
      .join(""),
  meal: ({ items = [] }) =>
    plate(165, 62, 200) + items.map(([kind, x, y, color]) => mealPart(kind, x, y, color)).join(""),
  lasagna: () =>
    plate() +
    rect(120, 120, 160, 100, 10, "#F9D27A") +
    [0, 1, 2].map((i) => rect(120, 134 + i * 28, 160, 12, 0, i % 2 ? "#FFF8E1" : "#C62828")).join("") +
    path("M116 124Q200 92 284 124L284 134L116 134Z", "#F4B63F") +
    dots(200, 120, 60, 6, 6, "#C0781E", 6),
  pastaPlate: ({ sauce = "#D84315", kind = "spaghetti" }) =>
    plate(150, 56, 205) +
    (kind === "spaghetti"
      ? stroke("M120 200q20-30 40 0t40 0t40 0t40 0M130 180q18-26 36 0t36 0t36 0t36 0", "#F6CF78", 10)
      : dots(200, 195, 80, 14, 14, "#F3D9A4", 3)) +
    ellipse(200, 180, 56, 24, sauce) +
    dots(200, 175, 40, 3, 8, "#43A047", 4),
  dessertCup: ({ layers = ["#6D4C41", "#FFF3E0", "#8D6E63", "#FFF3E0"] }) =>
    shadow(80) +
    path("M140 80L260 80L250 250L150 250Z", "#FFFFFF99") +
    layers
      .map((c, i) => path(`M${148 + i * 2} ${240 - i * 38}h${104 - i * 4}l-3 -38h${-98 + i * 4}Z`, c))
      .join("") +
    dots(200, 92, 44, 10, 4, "#4E342E", 3),
  sweetCheese: () =>
    plate() +
    path("M110 196q10-56 70-50q56 6 50 50z", "#9C5A21") +
    rect(220, 140, 80, 70, 8, "#FFF8E1") +
    stroke("M128 180q30-20 60-6", "#C98A4B", 6),
  tapioca: () =>
    plate() +
    path("M100 204A100 100 0 0 1 300 204Z", "#F3E6C8") +
    stroke("M112 200h176", "#F7C948", 14) +
    dots(200, 166, 56, 12, 5, "#FFFFFF", 8) +
    dots(200, 150, 50, 6, 6, "#E2C48E", 3),
  sack: ({ color = "#ECEFF1", label = "#1565C0", grain = "#FFFFFF" }) =>
    shadow(90) +
    path("M130 70L270 70L284 250L116 250Z", color) +
    path("M130 70l10-14h120l10 14Z", label) +
    circle(200, 168, 46, label) +
    dots(200, 168, 30, 9, 6, grain, 5),
  carton: () =>
    shadow(80) +
    path("M140 100L200 50L260 100Z", "#E3F2FD") +
    rect(140, 100, 120, 150, 6, "#FFFFFF") +
    rect(140, 150, 120, 56, 0, "#1E88E5") +
    path("M200 160q-16 22 0 36q16-14 0-36Z", "#FFFFFF"),
  oilBottle: () =>
    shadow(60) +
    path("M188 40h24v44q24 16 24 44v112q0 10-10 10h-52q-10 0-10-10V128q0-28 24-44Z", "#9E9D24") +
    rect(184, 28, 32, 18, 4, "#33691E") +
    rect(168, 150, 64, 60, 6, "#FFF8E1") +
    circle(200, 180, 14, "#7CB342"),
  bananas: () =>
    shadow(120) +
    [0, 16, 32]
      .map((d) =>
        path(
          `M100 ${130 + d}Q190 ${250 + d} 300 ${120 + d}Q300 ${140 + d} 290 ${150 + d}Q190 ${236 + d} 108 ${146 + d}Z`,
          d === 16 ? "#FBC02D" : "#FDD835",
        ),
      )
      .join("") +
    rect(292, 112, 22, 18, 5, "#6D4C41"),
  fruits: ({ color = "#E53935", top = "#43A047", count = 3 }) =>
    shadow(140) +
    [
      [140, 200],
      [260, 200],
      [200, 160],
    ]
      .slice(0, count)
      .map(
        ([x, y]) =>
          circle(x, y, 52, color) +
          circle(x - 18, y - 18, 12, "#FFFFFF44") +
          path(`M${x} ${y - 52}l14-10l-4 14l14 4l-20 2Z`, top),
      )
      .join(""),
  basket: () =>
    circle(150, 140, 40, "#E53935") +
    circle(230, 132, 42, "#FB8C00") +
    circle(190, 110, 36, "#8BC34A") +
    path("M240 120q40-40 70 10q-30-10-70-10Z", "#FDD835") +
    path("M90 150h220l-24 100H114Z", "#A1673A") +
    stroke("M110 180h180M104 210h192", "#7B4A24", 6),
  lettuce: () =>
    shadow(110) +
    [70, 56, 42, 28]
      .map((r, i) => circle(200, 170 - i * 6, r + 20, ["#7CB342", "#8BC34A", "#9CCC65", "#C5E1A5"][i]))
      .join("") +
    stroke("M200 240V150", "#DCEDC8", 6),
  medBox: ({ color = "#1E88E5", accent = "#FFFFFF", pill = "#FFFFFF" }) =>
    shadow(130) +
    path("M110 100L270 100L300 80L140 80Z", accent) +
    path("M270 100L300 80L300 220L270 240Z", color, ' opacity=".75"') +
    rect(110, 100, 160, 140, 4, color) +
    rect(110, 130, 160, 36, 0, accent) +
    path("M182 188h16v-12h12v12h16v12h-16v12h-12v-12h-16Z", accent) +
    g(
      "rotate(-12 250 220)",
      rect(200, 190, 120, 56, 10, "#ECEFF1") +
        [224, 256, 288].map((x) => ellipse(x, 218, 11, 17, pill)).join(""),
    ),
  tube: ({ color = "#FF9800", cap = "#FFFFFF" }) =>
    shadow(80) +
    path("M150 70h100l-14 160h-72Z", color) +
    rect(164, 230, 72, 22, 6, cap) +
    circle(200, 130, 28, "#FFFFFF") +
    circle(200, 130, 16, color),
  pump: ({ liquid = "#B3E5FC" }) =>
    shadow(70) +
    rect(150, 110, 100, 140, 20, liquid) +
    rect(186, 70, 28, 40, 4, "#1E88E5") +
    rect(186, 60, 70, 14, 6, "#1E88E5") +
    rect(164, 160, 72, 54, 8, "#FFFFFF") +
    path("M200 168q-12 18 0 28q12-10 0-28Z", "#29B6F6"),
  saline: () =>
    shadow(70) +
    path("M150 90h100v150q0 12-12 12h-76q-12 0-12-12Z", "#E1F5FE") +
    rect(176, 58, 48, 32, 6, "#1565C0") +
    rect(160, 140, 80, 60, 6, "#FFFFFF") +
    path("M200 150q-14 20 0 34q14-14 0-34Z", "#1E88E5"),
  bandages: () =>
    shadow(130) +
    rect(100, 100, 160, 120, 8, "#FFFFFF") +
    rect(100, 130, 160, 30, 0, "#E53935") +
    g(
      "rotate(-18 250 200)",
      rect(170, 180, 170, 44, 22, "#F0C39A") +
        rect(232, 184, 46, 36, 6, "#FBE3CD") +
        dots(196, 202, 10, 4, 2.5, "#D9A077", 2) +
        dots(312, 202, 10, 4, 2.5, "#D9A077", 3),
    ),
  thermometer: () =>
    shadow(140) +
    g(
      "rotate(-20 200 170)",
      rect(80, 148, 240, 44, 22, "#FFFFFF") +
        rect(96, 156, 90, 28, 6, "#B2EBF2") +
        rect(280, 158, 60, 24, 12, "#9E9E9E") +
        circle(236, 170, 10, "#1E88E5"),
    ),
};

function mealPart(kind, x, y, color) {
  switch (kind) {
    case "rice":
      return ellipse(x, y, 46, 28, "#FAFAFA") + dots(x, y, 30, 8, 2, "#E0E0E0", x);
    case "beans":
      return ellipse(x, y, 42, 26, color ?? "#5D3A1A") + dots(x, y, 26, 7, 4, "#3E2410", y);
    case "farofa":
      return ellipse(x, y, 46, 28, color ?? "#D7A65B") + dots(x, y, 30, 9, 4, "#8D5524", x);
    case "greens":
      return stroke(
        `M${x - 34} ${y}q17-18 34 0t34 0M${x - 30} ${y + 12}q15-16 30 0t30 0`,
        color ?? "#2E7D32",
        8,
      );
    case "egg":
      return circle(x, y, 24, "#FFFFFF") + circle(x, y, 11, "#FBC02D");
    case "meat":
      return (
        rect(x - 40, y - 20, 80, 40, 18, color ?? "#7B4A24") +
        stroke(`M${x - 24} ${y - 8}l48 16`, "#5D3A1A", 4)
      );
    case "fries":
      return [0, 1, 2, 3].map((i) => rect(x - 30 + i * 14, y - 20, 10, 44, 3, "#F9C74F")).join("");
    case "torresmo":
      return path(`M${x - 30} ${y + 14}l8-26l10 10l10-14l10 12l12-8l-4 26Z`, "#E3A857");
    default:
      throw new Error(`unknown meal part ${kind}`);
  }
}

// [file, background, shape, options]
const PRODUCTS = [
  ["pao-frances", "#FFF3E0", "breadRolls", {}],
  ["pao-de-queijo", "#FFF8E1", "cheeseBalls", {}],
  ["coxinha", "#FBE9E7", "coxinha", {}],
  ["bolo-de-cenoura", "#FFF3E0", "cakeSlice", {}],
  ["misto-quente", "#FFFDE7", "sandwich", {}],
  ["cafe-com-leite", "#EFEBE9", "mug", {}],
  ["sonho", "#FFF8E1", "donut", {}],
  [
    "pizza-margherita",
    "#FFEBEE",
    "pizza",
    {
      toppings: [
        ["#FFFFFF", 12, 6, 9],
        ["#2E7D32", 7, 5, 11],
      ],
    },
  ],
  [
    "pizza-calabresa",
    "#FBE9E7",
    "pizza",
    {
      toppings: [
        ["#B71C1C", 15, 9, 2],
        ["#8E24AA", 6, 6, 13],
      ],
    },
  ],
  [
    "pizza-quatro-queijos",
    "#FFFDE7",
    "pizza",
    {
      sauce: "#F9D27A",
      cheese: "#FFF8E1",
      toppings: [
        ["#FFB74D", 14, 6, 4],
        ["#B0BEC5", 9, 5, 8],
      ],
    },
  ],
  [
    "pizza-portuguesa",
    "#FFF3E0",
    "pizza",
    {
      toppings: [
        ["#FFFFFF", 14, 5, 3],
        ["#FBC02D", 6, 5, 3],
        ["#66BB6A", 5, 10, 17],
        ["#263238", 6, 6, 21],
      ],
    },
  ],
  [
    "pizza-chocolate",
    "#FCE4EC",
    "pizza",
    { sauce: "#5D4037", cheese: "#6D4C41", toppings: [["#E53935", 13, 7, 6]] },
  ],
  ["guarana-2l", "#E8F5E9", "bottle", { body: "#2E7D32", label: "#FFFFFF", cap: "#C62828" }],
  ["x-burger", "#FFF3E0", "burger", {}],
  ["x-bacon", "#FBE9E7", "burger", { patties: 2, cheese: "#FB8C00", extra: "#A1422A" }],
  ["burger-canastra", "#EFEBE9", "burger", { cheese: "#FFF8E1", extra: "#8D5524", bun: "#B8702E" }],
  ["batata-cheddar", "#FFFDE7", "fries", { topping: "#FB8C00" }],
  ["onion-rings", "#FFF8E1", "rings", {}],
  ["milkshake", "#FCE4EC", "glass", { liquid: "#D7A86E", cream: "#FFFFFF", straw: "#F06292" }],
  ["combinado-sushi", "#E0F2F1", "sushiBoard", {}],
  ["temaki", "#E8F5E9", "temaki", {}],
  ["hot-roll", "#FFF3E0", "hotRoll", {}],
  ["yakisoba", "#ECEFF1", "noodleBowl", {}],
  ["guioza", "#F1F8E9", "dumplings", {}],
  ["acai-500", "#F3E5F5", "glass", { liquid: "#4A148C", toppings: "#FFF59D", straw: "#7B1FA2" }],
  ["acai-300", "#EDE7F6", "glass", { liquid: "#6A1B9A", straw: "#AB47BC" }],
  ["cupuacu", "#FFFDE7", "glass", { liquid: "#F3E0B5", toppings: "#5D4037", straw: "#8D6E63" }],
  ["tapioca", "#FFF8E1", "tapioca", {}],
  ["suco-de-laranja", "#FFF3E0", "glass", { liquid: "#FB8C00", straw: "#43A047" }],
  [
    "feijao-tropeiro",
    "#FFF3E0",
    "meal",
    {
      items: [
        ["farofa", 160, 190],
        ["rice", 250, 180],
        ["greens", 200, 226],
        ["egg", 262, 222],
        ["torresmo", 120, 222],
      ],
    },
  ],
  [
    "frango-com-quiabo",
    "#F1F8E9",
    "meal",
    {
      items: [
        ["meat", 150, 190, "#D4843A"],
        ["greens", 160, 226, "#558B2F"],
        ["rice", 250, 186],
        ["farofa", 256, 226, "#F6C453"],
      ],
    },
  ],
  [
    "tutu-a-mineira",
    "#EFEBE9",
    "meal",
    {
      items: [
        ["beans", 150, 186, "#6D4C41"],
        ["meat", 250, 184],
        ["greens", 200, 226],
        ["egg", 130, 226],
        ["torresmo", 270, 226],
      ],
    },
  ],
  [
    "prato-feito",
    "#E3F2FD",
    "meal",
    {
      items: [
        ["rice", 150, 184],
        ["beans", 244, 182],
        ["meat", 160, 226, "#6D3B1E"],
        ["fries", 254, 224],
      ],
    },
  ],
  ["doce-de-leite", "#FFF8E1", "sweetCheese", {}],
  ["lasanha", "#FFEBEE", "lasagna", {}],
  ["espaguete", "#FBE9E7", "pastaPlate", {}],
  ["nhoque", "#FFF3E0", "pastaPlate", { kind: "gnocchi", sauce: "#C62828" }],
  ["tiramisu", "#EFEBE9", "dessertCup", {}],
  ["arroz", "#E3F2FD", "sack", { color: "#FFFFFF", label: "#1E88E5" }],
  ["feijao-carioca", "#FFF3E0", "sack", { color: "#FFF8E1", label: "#C62828", grain: "#D7A27A" }],
  ["leite", "#E3F2FD", "carton", {}],
  ["cafe-em-po", "#EFEBE9", "sack", { color: "#4E342E", label: "#FBC02D", grain: "#6D4C41" }],
  ["azeite", "#F9FBE7", "oilBottle", {}],
  ["cerveja-lata", "#FFFDE7", "cans", { color: "#F9A825", accent: "#B71C1C" }],
  ["banana", "#FFFDE7", "bananas", {}],
  ["maca", "#FFEBEE", "fruits", { color: "#E53935", top: "#2E7D32" }],
  ["tomate", "#FBE9E7", "fruits", { color: "#F4511E", top: "#388E3C" }],
  ["cesta-de-frutas", "#F1F8E9", "basket", {}],
  ["alface", "#F1F8E9", "lettuce", {}],
  ["dipirona", "#E3F2FD", "medBox", { color: "#1E88E5" }],
  ["paracetamol", "#FFEBEE", "medBox", { color: "#E53935", pill: "#FFFFFF" }],
  ["vitamina-c", "#FFF3E0", "tube", { color: "#FB8C00" }],
  ["protetor-solar", "#FFFDE7", "tube", { color: "#FDD835", cap: "#0288D1" }],
  ["alcool-em-gel", "#E1F5FE", "pump", {}],
  ["ibuprofeno", "#F3E5F5", "medBox", { color: "#8E24AA", pill: "#F48FB1" }],
  ["soro-fisiologico", "#E1F5FE", "saline", {}],
  ["curativo", "#FCE4EC", "bandages", {}],
  ["termometro", "#E0F7FA", "thermometer", {}],
  [
    "cerveja-long-neck",
    "#FFF8E1",
    "bottle",
    { body: "#6D4C22", label: "#FBC02D", cap: "#B0BEC5", slim: true },
  ],
  ["vinho-tinto", "#F3E5F5", "bottle", { body: "#4A0E2E", label: "#F5F5DC", cap: "#880E4F", slim: true }],
  ["refrigerante-cola", "#FFEBEE", "bottle", { body: "#3E2723", label: "#D32F2F", cap: "#D32F2F" }],
  ["agua-mineral", "#E1F5FE", "bottle", { body: "#81D4FA", label: "#0277BD", cap: "#0277BD" }],
  ["energetico", "#E8EAF6", "cans", { color: "#283593", accent: "#C0CA33", count: 1 }],
  ["cachaca", "#FFF8E1", "bottle", { body: "#C68A2E", label: "#FFFFFF", cap: "#5D4037", slim: true }],
];

// Plated dishes are drawn small to leave room for the plate; zoom them so every card reads at a glance.
const ZOOM = {
  meal: 1.08,
  sweetCheese: 1.3,
  cakeSlice: 1.12,
  dumplings: 1.25,
  tapioca: 1.2,
  pastaPlate: 1.15,
  lasagna: 1.1,
};

function productSvg(background, shape, options) {
  const zoom = ZOOM[shape] ?? 1;
  const art =
    zoom === 1
      ? draw[shape](options)
      : g(`translate(200 175) scale(${zoom}) translate(-200 -175)`, draw[shape](options));
  const body = rect(0, 0, 400, 300, 0, background) + circle(200, 160, 130, "#FFFFFF", ' opacity=".55"') + art;
  return svg(400, 300, body);
}

// ---------- brands: company logos and covers, admin avatars ----------
/** Darkens (amount < 0) or lightens (amount > 0) a #RRGGBB colour. */
function shade(hex, amount) {
  const channel = (i) => {
    const value = parseInt(hex.slice(i, i + 2), 16);
    const target = amount < 0 ? 0 : 255;
    return Math.round(value + (target - value) * Math.abs(amount))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const FONT = "Inter, 'Liberation Sans', Arial, sans-serif";
const monogram = (size, initials, color) =>
  svg(
    size,
    size,
    circle(size / 2, size / 2, size / 2, color) +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="${size * 0.02}"/>` +
      `<text x="50%" y="${size * 0.62}" text-anchor="middle" font-family="${FONT}" font-size="${size * 0.36}" font-weight="700" fill="#FFFFFF">${initials}</text>`,
  );

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

// ---------- advertiser ads (800x400 banners, no text) ----------
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

// ---------- app icons and Open Graph image ----------
const BRAND = "#1E88E5";
/** spec 9 primary colour; a white storefront (awning, window, door) on a blue tile. */
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

// ---------- main ----------
for (const [file, background, shape, options] of PRODUCTS) {
  write(`images/products/${file}.svg`, productSvg(background, shape, options));
}
for (const [slug, initials, color, shape, options] of COMPANIES) {
  write(`images/companies/${slug}-logo.svg`, monogram(200, initials, color));
  write(`images/companies/${slug}-cover.svg`, coverSvg(slug, color, shape, options));
}
for (const [file, initials, color] of AVATARS)
  write(`images/avatars/${file}.svg`, monogram(128, initials, color));
for (const [file, color, illustrations] of ADS) write(`images/ads/${file}.svg`, adSvg(color, illustrations));

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

console.log(
  `generated ${PRODUCTS.length} products, ${COMPANIES.length} companies, ${AVATARS.length} avatars, ${ADS.length} ads, icons and og image`,
);
