import { describe, expect, it } from "vitest";

import { describeExit, nextRestart, STABLE_AFTER_MS } from "@/scripts/backend-restart.mjs";

describe("a backend that stopped on its own is started again with a backoff", () => {
  it.each([
    ["the first failure", 0, 5_000, { failures: 1, delayMs: 1_000 }],
    ["the second in a row", 1, 3_000, { failures: 2, delayMs: 2_000 }],
    ["the third in a row", 2, 0, { failures: 3, delayMs: 5_000 }],
    ["the fourth in a row", 3, 0, { failures: 4, delayMs: 10_000 }],
    ["the tenth in a row stays at 10 s", 9, 0, { failures: 10, delayMs: 10_000 }],
    ["after staying up a while the delays start again", 7, STABLE_AFTER_MS, { failures: 1, delayMs: 1_000 }],
    ["just short of that it keeps backing off", 2, STABLE_AFTER_MS - 1, { failures: 3, delayMs: 5_000 }],
  ])("%s", (_name, previous, upForMs, expected) => {
    expect(nextRestart(previous, upForMs)).toEqual(expected);
  });

  it.each([
    [1, null, "código 1"],
    [0, null, "código 0"],
    [null, "SIGKILL", "sinal SIGKILL"],
    [null, null, "código desconhecido"],
  ] as const)("reports exit %j / %j as %j", (code, signal, text) => {
    expect(describeExit(code, signal)).toBe(text);
  });
});
