// Drinks, groceries and pharmacy shapes for the 400x300 product canvas.
import { circle, dots, ellipse, g, path, rect, shadow, stroke } from "./svg.mjs";

export const goods = {
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
