// Product illustrations (400x300, subject centred on a soft halo), one SVG per sample product.
import { food } from "./draw-food.mjs";
import { goods } from "./draw-goods.mjs";
import { circle, g, rect, svg, writePicture } from "./svg.mjs";

/** Every shape by name; company covers and ads reuse them. */
export const draw = { ...food, ...goods };

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

/** Writes public/images/products/*.webp (twice the drawing's size: the product page shows it large) and returns how many. */
export async function writeProducts() {
  for (const [file, background, shape, options] of PRODUCTS) {
    await writePicture(`images/products/${file}.webp`, productSvg(background, shape, options), 2);
  }
  return PRODUCTS.length;
}
