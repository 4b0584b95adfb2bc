import { describe, expect, it } from "vitest";

import { axisTicks, barPercent, labelIndexes, niceMax } from "@/components/charts/chart-scale";

describe("the chart's axis tops out at a round value at or above the highest bar", () => {
  it.each([
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [0.4, 0.5],
    [1, 1],
    [7, 10],
    [163.47, 200],
    [210, 250],
    [251, 500],
    [642.8, 1000],
    [1200, 2000],
    [4999, 5000],
  ])("max %d → %d", (max, expected) => {
    expect(niceMax(max)).toBe(expected);
  });

  it("ticks run from the top down to zero in equal steps", () => {
    expect(axisTicks(200)).toEqual([200, 150, 100, 50, 0]);
    expect(axisTicks(10, 2)).toEqual([10, 5, 0]);
  });

  it.each([
    [200, [200, 150, 100, 50, 0]],
    [250, [250, 200, 150, 100, 50, 0]],
    [5, [5, 4, 3, 2, 1, 0]],
    [2, [2, 1, 0]],
    [1, [1, 0]],
    [0.5, [0.5, 0.375, 0.25, 0.125, 0]],
  ])("an axis up to %d reads in round steps: %j", (max, ticks) => {
    expect(axisTicks(max)).toEqual(ticks);
  });
});

describe("x labels stay readable however many bars there are", () => {
  it.each([
    [0, []],
    [1, [0]],
    [7, [0, 1, 2, 3, 4, 5, 6]],
    [30, [0, 5, 10, 15, 19, 24, 29]],
    [13, [0, 2, 4, 6, 8, 10, 12]],
  ])("%i bars label %j", (total, indexes) => {
    expect(labelIndexes(total)).toEqual(indexes);
  });
});

describe("bar heights", () => {
  it.each([
    [50, 200, 25],
    [0, 200, 0],
    [300, 200, 100],
    [5, 0, 0],
  ])("%d of %d is %d%%", (value, max, percent) => {
    expect(barPercent(value, max)).toBe(percent);
  });
});
