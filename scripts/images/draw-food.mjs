// Prepared-food shapes for the 400x300 product canvas (bakery, pizza, burgers, sushi, plated meals, desserts).
import { circle, dots, ellipse, g, path, plate, rect, shadow, stroke } from "./svg.mjs";

export const food = {
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
  pizza: ({ sauce = "#D84315", cheese = "#FBE3A0", toppings = [] }) =>
    shadow(130, 258) +
    circle(200, 155, 112, "#E3A857") +
    circle(200, 155, 96, sauce) +
    dots(200, 155, 80, 12, 20, cheese, 5) +
    toppings.map(([color, r, n, seed]) => dots(200, 155, 78, n, r, color, seed)).join("") +
    stroke("M200 59V251M117 107L283 203M117 203L283 107", "#00000026", 3),
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
